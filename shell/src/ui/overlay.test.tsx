import '../test/browser-stubs';
import { TIMERS } from '@mobile/shared-contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Overlay } from './overlay';

describe('Overlay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const open = (onClose: () => void) =>
    render(
      <Overlay label="Menu" onClose={onClose} variant="drawer">
        <button type="button">inside</button>
      </Overlay>,
    );

  it('is a labelled modal dialog that takes focus', () => {
    open(jest.fn());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('ignores mask clicks for 300 ms after opening', () => {
    const onClose = jest.fn();
    open(onClose);
    fireEvent.click(screen.getByTestId('modal-mask'));
    act(() => jest.advanceTimersByTime(TIMERS.maskIgnoreClicks - 1));
    fireEvent.click(screen.getByTestId('modal-mask'));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(screen.getByTestId('modal-mask'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on clicks inside the panel', () => {
    const onClose = jest.fn();
    open(onClose);
    act(() => jest.advanceTimersByTime(TIMERS.maskIgnoreClicks));
    fireEvent.click(screen.getByRole('button', { name: 'inside' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes only the overlay opened last on Escape', () => {
    const outer = jest.fn();
    const inner = jest.fn();
    const view = (confirming: boolean) => (
      <Overlay label="Menu" onClose={outer} variant="drawer">
        {confirming ? (
          <Overlay label="Sign out" onClose={inner} variant="dialog" role="alertdialog">
            <p>sure?</p>
          </Overlay>
        ) : null}
      </Overlay>
    );
    const { rerender } = render(view(false));
    rerender(view(true));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
