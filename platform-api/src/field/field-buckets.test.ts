import { BUCKET_BOUNDS, bucketOf, p75Of } from './field-buckets';

describe('field histogram buckets', () => {
  it('counts a threshold value in the bucket it bounds', () => {
    expect(BUCKET_BOUNDS.INP[bucketOf('INP', 200)]).toBe(200);
    expect(BUCKET_BOUNDS.INP[bucketOf('INP', 201)]).toBe(250);
    expect(BUCKET_BOUNDS.CLS[bucketOf('CLS', 0.1)]).toBe(0.1);
    expect(bucketOf('LCP', 99_999)).toBe(BUCKET_BOUNDS.LCP.length);
  });

  it('reads p75 inside the bucket it falls in, null without samples', () => {
    expect(p75Of('INP', new Map())).toBeNull();
    // 100 samples: 75 at or below 100 ms, 25 in (150, 200].
    const counts = new Map([
      [bucketOf('INP', 90), 75],
      [bucketOf('INP', 180), 25],
    ]);
    expect(p75Of('INP', counts)).toBe(100);
    const slow = new Map([[bucketOf('INP', 180), 4]]);
    expect(p75Of('INP', slow)).toBe(187.5);
    expect(p75Of('LCP', new Map([[BUCKET_BOUNDS.LCP.length, 3]]))).toBe(30_000);
  });
});
