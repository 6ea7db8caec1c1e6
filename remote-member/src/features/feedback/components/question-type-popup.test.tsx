import { TIMERS } from '@mobile/shared-contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { QuestionTypePopup } from './question-type-popup';

function renderPopup() {
  const onSelect = jest.fn();
  const onClose = jest.fn();
  const view = renderParcelRoot(<QuestionTypePopup selected={-1} onSelect={onSelect} onClose={onClose} />);
  // The mask has no role (aria-hidden: keyboard users have Escape and Cancel), so it is found by its class.
  const mask = view.container.querySelector('.member-feedback__mask');
  if (!(mask instanceof HTMLElement)) throw new Error('the popup draws no mask');
  return { ...view, onSelect, onClose, mask };
}

describe('QuestionTypePopup', () => {
  afterEach(() => jest.useRealTimers());

  it('the mask ignores clicks for 300 ms after opening (SPEC 4), then closes the popup', () => {
    jest.useFakeTimers();
    const { mask, onClose } = renderPopup();

    fireEvent.click(mask);
    act(() => jest.advanceTimersByTime(TIMERS.maskIgnoreClicks - 1));
    fireEvent.click(mask);
    expect(onClose).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(mask);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('question types: 1 deposit issues, 2 withdraw issues, 3 game issues, 4 service issues, 6 apply agent, 0 other (SPEC 3)', async () => {
    const { user, onSelect } = renderPopup();
    const dialog = within(screen.getByRole('dialog', { name: 'Question type' }));
    const offered = dialog
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((label) => label !== 'Cancel');
    expect(offered).toEqual([
      'Deposit issues',
      'Withdrawal issues',
      'Game issues',
      'Service issues',
      'Apply to be an agent',
      'Other',
    ]);
    for (const label of offered) await user.click(dialog.getByRole('button', { name: label ?? '' }));
    expect(onSelect.mock.calls.map(([type]) => type)).toEqual([1, 2, 3, 4, 6, 0]);
  });
});
