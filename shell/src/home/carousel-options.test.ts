import { carouselBehaviour } from './carousel-options';

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
