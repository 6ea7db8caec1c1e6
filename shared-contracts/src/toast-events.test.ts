import { TIMERS } from './constants';
import { successToast } from './toast-events';

describe('successToast', () => {
  it('is a success toast of the message for the spec success time', () => {
    expect(successToast('wallet:mall.redeemed')).toEqual({
      type: 'toast',
      kind: 'success',
      messageKey: 'wallet:mall.redeemed',
      durationMs: TIMERS.successToast,
    });
  });
});
