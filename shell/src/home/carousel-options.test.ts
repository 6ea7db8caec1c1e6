import { carouselBehaviour, nextSlide } from './carousel-options';

describe('carouselBehaviour', () => {
  it('neither loops nor autoplays a single banner', () => {
    expect(carouselBehaviour(0, false)).toEqual({ loop: false, autoplayMs: null });
    expect(carouselBehaviour(1, false)).toEqual({ loop: false, autoplayMs: null });
  });
  it('loops and autoplays every 5000 ms with more than one banner', () => {
    expect(carouselBehaviour(2, false)).toEqual({ loop: true, autoplayMs: 5_000 });
  });
  it('does not autoplay when the player asks for reduced motion', () => {
    expect(carouselBehaviour(3, true)).toEqual({ loop: true, autoplayMs: null });
  });
});

describe('nextSlide', () => {
  it('moves to the next slide', () => {
    expect(nextSlide(0, 3, true)).toBe(1);
    expect(nextSlide(1, 3, false)).toBe(2);
  });
  it('goes back from the last to the first when it loops, and stays when it does not', () => {
    expect(nextSlide(2, 3, true)).toBe(0);
    expect(nextSlide(2, 3, false)).toBeNull();
  });
  it('never moves a single banner', () => {
    expect(nextSlide(0, 1, true)).toBeNull();
  });
});
