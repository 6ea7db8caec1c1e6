import { TIMERS } from '@mobile/shared-contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { coveredByModal, ModalLayer } from './modal-layer';

function Sheet({ onDismiss, mask = true }: { onDismiss?: () => void; mask?: boolean }) {
  const first = useRef<HTMLButtonElement>(null);
  return (
    <ModalLayer
      className="sheet"
      maskClassName={mask ? 'sheet__mask' : undefined}
      panelClassName="sheet__panel"
      labelledBy="sheet-title"
      onDismiss={onDismiss}
      initialFocus={first}
    >
      <h2 id="sheet-title">Filters</h2>
      <button ref={first} type="button">
        first
      </button>
    </ModalLayer>
  );
}

describe('ModalLayer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a modal dialog named by its title that moves focus in and gives it back on closing', () => {
    render(<button type="button">opener</button>);
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    const view = render(<Sheet onDismiss={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    view.unmount();
    expect(opener).toHaveFocus();
  });

  it('tells that a layer covers the page while one is open, and no longer once it is gone (0761)', () => {
    expect(coveredByModal()).toBe(false);
    const view = render(<Sheet onDismiss={jest.fn()} />);
    expect(coveredByModal()).toBe(true);
    view.unmount();
    expect(coveredByModal()).toBe(false);
  });

  it('the mask ignores the tap that opened it (SPEC 4: 300 ms), then dismisses', () => {
    const onDismiss = jest.fn();
    render(<Sheet onDismiss={onDismiss} />);
    fireEvent.click(screen.getByTestId('modal-mask'));
    act(() => jest.advanceTimersByTime(TIMERS.maskIgnoreClicks - 1));
    fireEvent.click(screen.getByTestId('modal-mask'));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(screen.getByTestId('modal-mask'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('without a mask or a dismiss, only the panel answers: Escape and outside taps do nothing', () => {
    render(<Sheet mask={false} />);
    expect(screen.queryByTestId('modal-mask')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
  });

  it('Escape dismisses only the layer opened last (a confirm over the menu)', () => {
    const outer = jest.fn();
    const inner = jest.fn();
    const view = (confirming: boolean) => (
      <ModalLayer className="a" panelClassName="a__panel" label="Menu" onDismiss={outer}>
        {confirming ? (
          <ModalLayer
            className="b"
            panelClassName="b__panel"
            role="alertdialog"
            label="Sure?"
            onDismiss={inner}
          >
            <p>sure?</p>
          </ModalLayer>
        ) : null}
      </ModalLayer>
    );
    const { rerender } = render(view(false));
    rerender(view(true));
    expect(screen.getByRole('alertdialog', { name: 'Sure?' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
