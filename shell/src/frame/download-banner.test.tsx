import '../test/browser-stubs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, sessionOf } from '../test/render-with-shell';
import { AppFrame } from './app-frame';
import { DOWNLOAD_BANNER_CLOSED_KEY } from './frame-constants';

const renderHome = () =>
  renderWithShell(
    <AppFrame>
      <p>home</p>
    </AppFrame>,
    { entries: ['/m/home'], session: sessionOf(0) },
  );
const banner = () => screen.queryByRole('complementary', { name: 'Download the app' });

describe('DownloadBanner', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.sessionStorage.clear();
    window.matchMedia = matchMedia;
    jest.restoreAllMocks();
  });

  it('the download-app banner on home paths opens the home download popup, as the drawer does', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    const popup = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(popup).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    await userEvent.click(screen.getByRole('link', { name: /guide/i }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/app');
  });

  it('stays closed for the rest of the session once dismissed', async () => {
    const { unmount } = renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Close the download bar' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(DOWNLOAD_BANNER_CLOSED_KEY)).toBe('1');
    unmount();
    renderHome();
    expect(banner()).not.toBeInTheDocument();
  });

  it('is hidden in an installed web app, and so is the drawer download entry', async () => {
    window.matchMedia = (query: string) =>
      ({ matches: query === '(display-mode: standalone)', media: query }) as MediaQueryList;
    renderHome();
    expect(banner()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: 'Betting record' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the app' })).not.toBeInTheDocument();
  });

  it('is hidden inside the app', () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14) MCAPP/3.2');
    renderHome();
    expect(banner()).not.toBeInTheDocument();
  });

  it('the drawer download entry opens the download popup outside the app', async () => {
    renderWithShell(
      <AppFrame>
        <p>home</p>
      </AppFrame>,
      {
        entries: ['/m/home'],
        session: sessionOf(0),
        settings: { resources: [{ resourceType: 'Android', url: 'https://d.example/app.apk' }] },
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download the app' }));
    const popup = await screen.findByRole('dialog', { name: 'Download the app' });
    expect(popup).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Android' })).toHaveAttribute(
      'href',
      'https://d.example/app.apk',
    );
    expect(screen.queryByRole('link', { name: 'iOS' })).not.toBeInTheDocument();
  });
});
