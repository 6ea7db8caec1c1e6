import '../test/browser-stubs';
import type { ExtraRouteSetting } from '@mobile/shared-contracts';
import { screen } from '@testing-library/react';
import { AppFrame } from '../frame/app-frame';
import { renderWithShell } from '../test/render-with-shell';
import { RouteOutlet } from './route-outlet';

jest.mock('../federation/remote-area', () => ({
  RemoteArea: ({ owner, expose }: { owner: string; expose: string }) => <p>{`${owner} ${expose}`}</p>,
}));
jest.mock('../home/home-page', () => ({ HomePage: () => <p>home page</p> }));

const EXTRA: ExtraRouteSetting[] = [
  { path: '/m/vipWeek', title: 'VIP week', target: '/m/activity?id=2' },
  { path: '/m/cup', title: 'World Cup', target: 'https://events.example/cup' },
  { path: '/m/evil', title: 'Evil', target: 'https://evil.example/' },
  { path: '/m/game', title: 'Games', target: '/m/lottery' },
];

function renderAt(path: string) {
  renderWithShell(
    <AppFrame>
      <RouteOutlet />
    </AppFrame>,
    { entries: [path], settings: { extraRoutes: EXTRA }, frameOrigins: ['https://events.example'] },
  );
}

describe('merchant extra routes', () => {
  it('opens the existing page an extra route names, query kept', () => {
    renderAt('/m/vipWeek');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/activity?id=2');
    expect(screen.getByText('member ./PromotionsPage')).toBeInTheDocument();
  });

  it('routes /m/game, where the lotto frame closes to without pageBack, when the merchant lists it (SPEC 2)', () => {
    renderAt('/m/game');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/lottery');
  });

  it('draws a trusted https link in a sandboxed frame under the titled bar and tab bar', async () => {
    renderAt('/m/cup');
    expect(screen.getByRole('heading', { level: 1, name: 'World Cup' })).toBeInTheDocument();
    const frame = await screen.findByTitle('World Cup');
    expect(frame).toHaveAttribute('src', 'https://events.example/cup');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.getByRole('link', { name: 'Open World Cup in a new tab' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('sends a link on an untrusted origin home, like any unknown path', () => {
    renderAt('/m/evil');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    expect(screen.queryByTitle('Evil')).not.toBeInTheDocument();
  });
});
