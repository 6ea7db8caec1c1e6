import { iconSvg } from './svg';

describe('demo game icons', () => {
  it('draw the same picture for the same id, and another glyph or colour for the next ids', () => {
    expect(iconSvg(7)).toBe(iconSvg(7));
    expect(new Set([1, 2, 3, 4, 5].map(iconSvg)).size).toBe(5);
  });

  it('hold no text (painting text in an SVG image is what made a scrolled list drop frames)', () => {
    for (const id of [0, 1, 2, 3, 4, 99]) expect(iconSvg(id)).not.toContain('<text');
  });
});
