import { canaryBucket, FULL_SHARE, inCanary, parseSharePercent, sharePercent } from './canary-bucket';

const visitors = Array.from({ length: 4_000 }, (_, i) => `visitor-${i.toString(36).padStart(6, '0')}`);

describe('canary bucketing', () => {
  it('gives a visitor the same bucket every time (sticky across reloads and instances)', () => {
    for (const visitor of visitors.slice(0, 50)) {
      expect(canaryBucket('demo/games/2.0.0', visitor)).toBe(canaryBucket('demo/games/2.0.0', visitor));
    }
  });

  it('keeps buckets in 0 … 9999', () => {
    for (const visitor of visitors) {
      const bucket = canaryBucket('demo/games/2.0.0', visitor);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(FULL_SHARE);
      expect(Number.isInteger(bucket)).toBe(true);
    }
  });

  it('sends nobody at share 0 and everybody at share 100 %', () => {
    expect(visitors.some((v) => inCanary('demo/games/2.0.0', v, 0))).toBe(false);
    expect(visitors.every((v) => inCanary('demo/games/2.0.0', v, FULL_SHARE))).toBe(true);
  });

  it('puts a visitor in the canary exactly when the bucket is below the share (the edge)', () => {
    const visitor = visitors[7] as string;
    const bucket = canaryBucket('k', visitor);
    expect(inCanary('k', visitor, bucket)).toBe(false);
    expect(inCanary('k', visitor, bucket + 1)).toBe(true);
  });

  it('sends about the share of visitors, and a raised share keeps everyone already in', () => {
    const at10 = visitors.filter((v) => inCanary('demo/games/2.0.0', v, 1_000));
    expect(at10.length / visitors.length).toBeGreaterThan(0.08);
    expect(at10.length / visitors.length).toBeLessThan(0.12);
    expect(at10.every((v) => inCanary('demo/games/2.0.0', v, 2_500))).toBe(true);
  });

  it('shuffles visitors afresh for another canary', () => {
    const a = visitors.filter((v) => inCanary('demo/games/2.0.0', v, 5_000));
    const b = new Set(visitors.filter((v) => inCanary('demo/games/2.1.0', v, 5_000)));
    const both = a.filter((v) => b.has(v)).length;
    // Independent halves overlap by about a quarter of all visitors, not by half.
    expect(both / visitors.length).toBeGreaterThan(0.2);
    expect(both / visitors.length).toBeLessThan(0.3);
  });
});

describe('share percent', () => {
  it('reads 0-100 with up to two decimals into basis points', () => {
    expect(parseSharePercent('0')).toBe(0);
    expect(parseSharePercent('100')).toBe(FULL_SHARE);
    expect(parseSharePercent('12.5')).toBe(1_250);
    expect(parseSharePercent('0.01')).toBe(1);
    expect(sharePercent(1_250)).toBe(12.5);
  });

  it('refuses anything else', () => {
    for (const bad of ['', '-1', '100.01', '101', '1e2', '12.345', 'ten', ' 5', '5%', '0x10']) {
      expect(parseSharePercent(bad)).toBeNull();
    }
  });
});
