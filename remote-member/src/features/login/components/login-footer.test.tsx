import { screen } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { LoginFooter } from './login-footer';

const SPEED_TEST = 'https://speed.example/demo';

function renderFooter(speedTestUrl: string | null) {
  return renderParcelRoot(<LoginFooter />, {
    path: '/m/login',
    api: { hotGames: () => [] },
    settings: { copyright: '© Demo', speedTestUrl },
  });
}

describe('LoginFooter speed test (SPEC 2 login footer)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    // jsdom has no matchMedia of its own.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('a speed-test link only when not in app or PWA and a speed-test URL is configured', () => {
    renderFooter(SPEED_TEST);
    expect(screen.getByRole('link', { name: 'Speed test' })).toHaveAttribute('href', SPEED_TEST);
  });

  it('none without a configured speed-test URL', () => {
    renderFooter(null);
    expect(screen.getByText('© Demo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Speed test' })).not.toBeInTheDocument();
  });

  it('none inside the app', () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14) MCAPP/2.1');
    renderFooter(SPEED_TEST);
    expect(screen.getByText('© Demo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Speed test' })).not.toBeInTheDocument();
  });

  it('none in an installed web app (PWA)', () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(display-mode: standalone)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    renderFooter(SPEED_TEST);
    expect(screen.getByText('© Demo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Speed test' })).not.toBeInTheDocument();
  });
});
