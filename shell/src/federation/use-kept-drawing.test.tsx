import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { DRAWN_PAGE_ATTRIBUTE, drawnPageFor, keepDrawnPage, LOADING_MARKER } from './drawn-page';
import { useKeptDrawing } from './use-kept-drawing';
import type { ParcelState } from './use-parcel';

function drawnPage(key = 'member:./NoticePage'): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<main><div class="remote-area__host" ${DRAWN_PAGE_ATTRIBUTE}="${key}"><h2>Drawn</h2></div></main>`;
  keepDrawnPage(root);
  return root.querySelector(`[${DRAWN_PAGE_ATTRIBUTE}]`) as HTMLElement;
}

let keeping: boolean[] = [];
function Area({ state, drawing }: { state: ParcelState; drawing: HTMLElement | null }) {
  const host = useRef<HTMLDivElement>(null);
  keeping.push(useKeptDrawing(host, state, drawing));
  return (
    <section>
      <div ref={host} data-testid="host" />
    </section>
  );
}

const flushObserver = () => act(() => Promise.resolve());

beforeEach(() => {
  keeping = [];
});

describe('useKeptDrawing', () => {
  it('keeps the drawn nodes (moved, not copied) with the host hidden while the parcel shows its loading state', async () => {
    const drawing = drawnPage();
    const { getByTestId, container } = render(<Area state="loading" drawing={drawing} />);
    const host = getByTestId('host');
    expect(host.previousElementSibling).toBe(drawing);
    expect(host.style.display).toBe('none');
    host.innerHTML = `<div class="mk-spinner" ${LOADING_MARKER}=""></div>`;
    await flushObserver();
    expect(container.contains(drawing)).toBe(true);
    expect(host.style.display).toBe('none');
    expect(keeping.at(-1)).toBe(true);
  });

  it('swaps the drawing for the parcel in the observer callback that sees its content', async () => {
    const drawing = drawnPage();
    const { getByTestId, container } = render(<Area state="mounted" drawing={drawing} />);
    const host = getByTestId('host');
    await act(async () => {
      host.innerHTML = '<section class="member-notice"><h2>Real</h2></section>';
      // The callback runs as a microtask after the mutation, before any paint (and before React renders).
      await Promise.resolve();
      expect(container.contains(drawing)).toBe(false);
      expect(host.style.display).toBe('');
    });
    expect(keeping.at(-1)).toBe(false);
  });

  it("gives a tap on a drawn button meanwhile to the parcel's button at the swap (0691)", async () => {
    const drawing = drawnPage();
    drawing.innerHTML = '<h2>Drawn</h2><button type="button">Hide balance</button>';
    const { getByTestId } = render(<Area state="mounted" drawing={drawing} />);
    const host = getByTestId('host');
    (drawing.querySelector('button') as HTMLButtonElement).click();
    const taps = jest.fn();
    await act(async () => {
      host.innerHTML = '<h2>Drawn</h2><button type="button">Hide balance</button>';
      host.querySelector('button')?.addEventListener('click', taps);
      await Promise.resolve();
    });
    await flushObserver();
    expect(taps).toHaveBeenCalledTimes(1);
  });

  it('drops the drawing when the parcel fails, so the error shows', () => {
    const drawing = drawnPage();
    const { rerender, container, getByTestId } = render(<Area state="loading" drawing={drawing} />);
    rerender(<Area state="error" drawing={drawing} />);
    expect(container.contains(drawing)).toBe(false);
    expect(getByTestId('host').style.display).toBe('');
    expect(keeping.at(-1)).toBe(false);
  });

  it('does nothing without a drawing', () => {
    const { getByTestId } = render(<Area state="loading" drawing={null} />);
    expect(getByTestId('host').style.display).toBe('');
    expect(keeping).not.toContain(true);
  });
});

describe('drawnPageFor', () => {
  it('gives the drawing to its own page only, to every render until an area commits with it, then never again', () => {
    const drawing = drawnPage('member:./NoticePage');
    expect(drawnPageFor('member', './InboxPage')).toBeNull();
    // A render React throws away and starts again reads it again (decision 0611).
    expect(drawnPageFor('member', './NoticePage')).toBe(drawing);
    expect(drawnPageFor('member', './NoticePage')).toBe(drawing);
    render(<Area state="loading" drawing={drawing} />);
    expect(drawnPageFor('member', './NoticePage')).toBeNull();
  });

  it('is kept through a first render that React discards and starts again', () => {
    const drawing = drawnPage('member:./NoticePage');
    // The discarded render read it (RemoteArea's state initialiser) and never committed.
    drawnPageFor('member', './NoticePage');
    const { getByTestId } = render(<Area state="loading" drawing={drawnPageFor('member', './NoticePage')} />);
    expect(getByTestId('host').previousElementSibling).toBe(drawing);
  });
});
