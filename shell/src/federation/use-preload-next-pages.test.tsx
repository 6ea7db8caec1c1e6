import { waitFor } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';
import { resetPreloadNextPagesForTest, usePreloadNextPages } from './use-preload-next-pages';

function Home({ preload, settleMs = 0 }: { preload: jest.Mock; settleMs?: number }) {
  usePreloadNextPages('home', () => Promise.resolve(preload), settleMs);
  return <p>home</p>;
}

function Place({ place, preload }: { place: 'drawer' | 'memberCentre' | null; preload: jest.Mock }) {
  usePreloadNextPages(place, () => Promise.resolve(preload), 60_000);
  return <p>{place}</p>;
}

describe('usePreloadNextPages', () => {
  beforeEach(resetPreloadNextPagesForTest);

  it('starts the preloads once per page load, however often home is shown', async () => {
    const preload = jest.fn();
    const first = renderWithShell(<Home preload={preload} />);
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(preload).toHaveBeenCalledWith(
      'home',
      expect.arrayContaining(['games']),
      expect.objectContaining({ access: expect.objectContaining({ memberType: null }) }),
      expect.anything(),
    );
    first.unmount();

    renderWithShell(<Home preload={preload} />);
    await new Promise((settle) => setTimeout(settle, 0)); // a second start would have run by now
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('waits for home to settle, unless the player touches the page first', async () => {
    jest.useFakeTimers();
    try {
      const preload = jest.fn();
      renderWithShell(<Home preload={preload} settleMs={3_000} />);
      jest.advanceTimersByTime(2_999);
      await Promise.resolve();
      expect(preload).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await jest.runAllTimersAsync();
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts at once on the first touch', async () => {
    const preload = jest.fn();
    renderWithShell(<Home preload={preload} settleMs={60_000} />);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(preload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('starts each place once, the drawer at once when opened, nothing for a page without menus', async () => {
    const preload = jest.fn();
    const drawer = renderWithShell(<Place place="drawer" preload={preload} />);
    await waitFor(() =>
      expect(preload).toHaveBeenCalledWith('drawer', expect.anything(), expect.anything(), expect.anything()),
    );
    drawer.unmount();
    renderWithShell(<Place place="drawer" preload={preload} />).unmount();
    renderWithShell(<Place place={null} preload={preload} />);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('a page left before it settled starts over on the next visit', async () => {
    const preload = jest.fn();
    renderWithShell(<Place place="memberCentre" preload={preload} />).unmount();
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(preload).not.toHaveBeenCalled();
    renderWithShell(<Place place="memberCentre" preload={preload} />);
    window.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
  });
});
