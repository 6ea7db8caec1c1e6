import * as v from 'valibot';

export const PICK_MIN = 0;
export const PICK_MAX = 9;
export const PICKS_MAX = 5;

const pick = v.union([
  v.pipe(v.string(), v.regex(/^\d$/), v.transform(Number)),
  v.pipe(v.number(), v.integer(), v.minValue(PICK_MIN), v.maxValue(PICK_MAX)),
]);

/** 1 to 5 distinct numbers 0-9, from repeated form fields (one field arrives as a string) or JSON. */
export const picksSchema = v.pipe(
  v.union([
    v.pipe(
      pick,
      v.transform((n: number) => [n]),
    ),
    v.array(pick),
  ]),
  v.minLength(1),
  v.maxLength(PICKS_MAX),
  v.check((nums: number[]) => new Set(nums).size === nums.length),
);

/** One number is drawn; a hit pays floor(9 / picks) times the stake. */
export function lotteryPayout(picks: number[], drawn: number, amountCents: number): number {
  return picks.includes(drawn) ? amountCents * Math.floor(9 / picks.length) : 0;
}
