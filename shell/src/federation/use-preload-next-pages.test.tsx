import { waitFor } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';
import { resetPreloadNextPagesForTest, usePreloadNextPages } from './use-preload-next-pages';

function Home({ preload }: { preload: jest.Mock }) {
  usePreloadNextPages(() => Promise.resolve(preload));
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

  it('waits for the load event when home is shown before it', async () => {
    const preload = jest.fn();
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    renderWithShell(<Home preload={preload} />);
    await new Promise((settle) => setTimeout(settle, 0));
    expect(preload).not.toHaveBeenCalled();

    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    state.mockRestore();
  });
});
