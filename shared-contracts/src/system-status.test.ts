import { systemStatusOf } from './system-status';

describe('systemStatusOf', () => {
  it('is 1 under maintenance regardless of region', () => {
    expect(systemStatusOf({ maintenance: true, regionRestriction: true })).toBe(1);
    expect(systemStatusOf({ maintenance: true, regionRestriction: false })).toBe(1);
  });
  it('is 2 when only the region is restricted', () => {
    expect(systemStatusOf({ maintenance: false, regionRestriction: true })).toBe(2);
  });
  it('is 0 otherwise', () => {
    expect(systemStatusOf({ maintenance: false, regionRestriction: false })).toBe(0);
  });
});
