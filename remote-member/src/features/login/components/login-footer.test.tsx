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

  it('a speed-test link only when not in app or PWA and a speed-test URL is configured', async () => {
    renderFooter(SPEED_TEST);
    expect(await screen.findByRole('link', { name: 'Speed test' })).toHaveAttribute('href', SPEED_TEST);
  });

  it('none without a configured speed-test URL', async () => {
    renderFooter(null);
    expect(await screen.findByText('© Demo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Speed test' })).not.toBeInTheDocument();
  });

  it('none inside the app', async () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14) MCAPP/2.1');
    renderFooter(SPEED_TEST);
    expect(await screen.findByText('© Demo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Speed test' })).not.toBeInTheDocument();
  });

  it('none in an installed web app (PWA)', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(display-mode: standalone)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    renderFooter(SPEED_TEST);
    expect(await screen.findByText('© Demo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Speed test' })).not.toBeInTheDocument();
  });

  it('is drawn whole once the hot games have answered, so they never push the copyright down', async () => {
    let answer: (vendors: never[]) => void = () => undefined;
    renderParcelRoot(<LoginFooter />, {
      path: '/m/login',
      api: {
        hotGames: () =>
          new Promise<never[]>((resolve) => {
            answer = resolve;
          }),
      },
      settings: { copyright: '© Demo', speedTestUrl: SPEED_TEST },
    });
    expect(screen.queryByText('© Demo')).not.toBeInTheDocument();
    answer([]);
    expect(await screen.findByText('© Demo')).toBeInTheDocument();
  });
});
