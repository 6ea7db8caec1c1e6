import { holdDrawnInput, nodeAt, pathOf } from './drawn-input';

const PAGE =
  '<section><h2>Lucky Juan</h2><p>₱ 12,345.67 <button type="button">Hide balance</button></p>' +
  '<form><button>Log out</button></form><a href="/m/notice">Notices</a></section>';

function twins(page = PAGE) {
  const drawing = document.createElement('div');
  drawing.innerHTML = PAGE;
  const host = document.createElement('div');
  host.innerHTML = page;
  document.body.append(drawing, host);
  return { drawing, host };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pathOf and nodeAt', () => {
  it('find the node at the same place under another root', () => {
    const { drawing, host } = twins();
    const button = drawing.querySelector('p > button') as Element;
    expect(pathOf(drawing, button)).toEqual([0, 1, 0]);
    expect(nodeAt(host, [0, 1, 0])).toBe(host.querySelector('p > button'));
    expect(nodeAt(host, [0, 9, 0])).toBeNull();
    expect(pathOf(drawing, host.querySelector('p') as Element)).toBeNull();
    expect(pathOf(drawing, drawing)).toEqual([]);
  });
});

describe('holdDrawnInput', () => {
  it("replays the last tap on a drawn button on the parcel's twin at the swap, once", async () => {
    const { drawing, host } = twins();
    const taps = jest.fn();
    host.querySelector('p > button')?.addEventListener('click', taps);
    const held = holdDrawnInput(drawing);
    const drawn = drawing.querySelector('p > button') as HTMLButtonElement;
    drawn.click();
    drawn.click();
    expect(taps).not.toHaveBeenCalled();
    held.settle(host);
    await flush();
    expect(taps).toHaveBeenCalledTimes(1);
  });

  it("keeps a drawn form from submitting, and replays the submit button's tap", async () => {
    const { drawing, host } = twins();
    const submits = jest.fn((event: Event) => event.preventDefault());
    drawing.querySelector('form')?.addEventListener('submit', submits);
    const logOuts = jest.fn();
    host.querySelector('form > button')?.addEventListener('click', logOuts);
    // The parcel's form handles its own submit (React's onSubmit), as the page's does.
    host.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    const held = holdDrawnInput(drawing);
    (drawing.querySelector('form > button') as HTMLButtonElement).click();
    expect(submits).not.toHaveBeenCalled();
    held.settle(host);
    await flush();
    expect(logOuts).toHaveBeenCalledTimes(1);
  });

  it('replays nothing where the node at that place is not the same (other words, or disabled)', async () => {
    for (const page of [
      PAGE.replace('Hide balance</button>', 'Show balance</button>'),
      PAGE.replace('<button type="button">', '<button type="button" disabled>'),
    ]) {
      const { drawing, host } = twins(page);
      const taps = jest.fn();
      host.querySelector('p > button')?.addEventListener('click', taps);
      const held = holdDrawnInput(drawing);
      (drawing.querySelector('p > button') as HTMLButtonElement).click();
      held.settle(host);
      await flush();
      expect(taps).not.toHaveBeenCalled();
      document.body.innerHTML = '';
    }
  });

  it('leaves a drawn link to the browser, and replays nothing after stop', async () => {
    const { drawing, host } = twins();
    const taps = jest.fn();
    host.querySelector('p > button')?.addEventListener('click', taps);
    const held = holdDrawnInput(drawing);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    drawing.querySelector('a')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    (drawing.querySelector('p > button') as HTMLButtonElement).click();
    held.stop();
    await flush();
    expect(taps).not.toHaveBeenCalled();
  });

  it("moves the focus inside the drawing to the parcel's twin", async () => {
    const { drawing, host } = twins();
    const held = holdDrawnInput(drawing);
    (drawing.querySelector('a') as HTMLAnchorElement).focus();
    held.settle(host);
    drawing.remove();
    await flush();
    expect(document.activeElement).toBe(host.querySelector('a'));
  });
});
