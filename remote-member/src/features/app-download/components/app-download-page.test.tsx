import { screen } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { AppDownloadPage } from './app-download-page';

const resources = [
  { resourceType: 'Android', url: 'https://d.example/app.apk' },
  { resourceType: 'IOS', url: 'https://d.example/app.ipa' },
  { resourceType: 'MOBILECONFIG', url: 'https://d.example/clip.mobileconfig' },
];

describe('AppDownloadPage', () => {
  it('shows both guides with the site links and the minimum iOS version', () => {
    renderParcelRoot(<AppDownloadPage />, { path: '/m/app', settings: { resources } });
    expect(screen.getByRole('heading', { level: 1, name: 'Download the app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://d.example/app.apk',
    );
    expect(screen.getByRole('link', { name: 'Install for iPhone' })).toHaveAttribute(
      'href',
      'https://d.example/app.ipa',
    );
    expect(screen.getByRole('link', { name: /home-screen app/ })).toHaveAttribute(
      'href',
      'https://d.example/clip.mobileconfig',
    );
    expect(screen.getByText('Requires iOS 12.4 or later.')).toBeInTheDocument();
  });

  it('says when a download is missing and asks the shell to go one step back from its back button (SPEC 2)', async () => {
    const { user, navigate, bus } = renderParcelRoot(<AppDownloadPage />, { path: '/m/app' });
    expect(screen.getAllByText('This download is not available yet.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'back' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
