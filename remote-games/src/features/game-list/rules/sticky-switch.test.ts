import { stickySwitchPx } from './sticky-switch';

describe('sticky bar switch (SPEC 9: 1.4 rem, 2.8 rem with download bar)', () => {
  it('is 1.4 rem of the 750 px design: 70 px on a 375 px screen', () => {
    expect(stickySwitchPx(375, false)).toBeCloseTo(70);
  });

  it('is 2.8 rem with the download bar: 140 px on a 375 px screen, 168 px on 450 px', () => {
    expect(stickySwitchPx(375, true)).toBeCloseTo(140);
    expect(stickySwitchPx(450, true)).toBeCloseTo(168);
  });
});
