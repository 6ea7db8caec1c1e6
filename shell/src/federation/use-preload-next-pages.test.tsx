import { waitFor } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';
import { resetPreloadNextPagesForTest, usePreloadNextPages } from './use-preload-next-pages';

function Home({ preload, settleMs = 0 }: { preload: jest.Mock; settleMs?: number }) {
  usePreloadNextPages(() => Promise.resolve(preload), settleMs);
  return <p>home</p>;
}

describe('usePreloadNextPages', () => {
  beforeEach(resetPreloadNextPagesForTest);

  it('starts the preloads once per page load, however often home is shown', async () => {
    const preload = jest.fn();
    const first = renderWithShell(<Home preload={preload} />);
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    expect(preload).toHaveBeenCalledWith(expect.arrayContaining(['games']), false, expect.anything());
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
});
