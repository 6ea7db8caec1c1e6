import { BACK_SWIPE_PX } from '@mobile/shared-contracts';
import { isBackSwipe } from './back-swipe';

const width = 360;

describe('isBackSwipe', () => {
  it('counts a rightward swipe of more than 100 px from the left part of the screen', () => {
    expect(isBackSwipe({ x: 10, y: 300 }, { x: 10 + BACK_SWIPE_PX + 1, y: 310 }, width)).toBe(true);
  });
  it('ignores a swipe of exactly 100 px or less', () => {
    expect(isBackSwipe({ x: 10, y: 300 }, { x: 10 + BACK_SWIPE_PX, y: 300 }, width)).toBe(false);
  });
  it('ignores a swipe that starts right of the left third', () => {
    expect(isBackSwipe({ x: 200, y: 300 }, { x: 350, y: 300 }, width)).toBe(false);
  });
  it('ignores leftward and mostly vertical movement', () => {
    expect(isBackSwipe({ x: 110, y: 300 }, { x: 5, y: 300 }, width)).toBe(false);
    expect(isBackSwipe({ x: 10, y: 100 }, { x: 130, y: 400 }, width)).toBe(false);
  });
});
