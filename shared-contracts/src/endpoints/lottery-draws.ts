import * as v from 'valibot';
import { pagedSchema } from '../envelope';
import { defineEndpoint } from './define';
import { vnRegionSchema } from './vn-lottery';

/** The prize tiers of a Vietnamese result sheet, special prize first (the north has no eighth prize). */
export const VN_PRIZE_TIERS = [
  'SPECIAL',
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
] as const;
export const vnPrizeTierSchema = v.picklist(VN_PRIZE_TIERS);

/** What a draw drew: a VN result sheet (numbers per prize tier) or a row of digits (the other games). */
export const drawResultSchema = v.variant('kind', [
  v.object({
    kind: v.literal('vn'),
    tiers: v.array(v.object({ tier: vnPrizeTierSchema, numbers: v.array(v.string()) })),
  }),
  v.object({ kind: v.literal('digits'), digits: v.array(v.string()) }),
]);

export const lotteryDrawSchema = v.object({
  gameId: v.string(),
  gameName: v.string(),
  /** The draw's number: YYYYMMDD for a daily (VN) game, YYYYMMDD-NNNN (UTC day, sequence) otherwise. */
  numero: v.string(),
  /** ISO instant of the draw. */
  drawAt: v.string(),
  result: drawResultSchema,
});

/** How a game is drawn: daily at a Vietnam time, or every few minutes. */
export const drawScheduleSchema = v.variant('kind', [
  v.object({ kind: v.literal('daily'), region: vnRegionSchema, drawTime: v.string() }),
  v.object({ kind: v.literal('every'), minutes: v.number() }),
]);

export const lotteryHistorySchema = v.object({
  ...pagedSchema(lotteryDrawSchema).entries,
  /** The game's schedule; null when the platform does not draw it. */
  schedule: v.nullable(drawScheduleSchema),
  /** ISO instant of the next draw, null without a schedule. */
  nextDrawAt: v.nullable(v.string()),
});

/** Largest page of draws a client may ask for. */
export const LOTTERY_HISTORY_PAGE_MAX = 50;
/** Plain digits only (no '1e3', no '0x10'), then the range. */
const wholeQuery = (max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number), v.minValue(1), v.maxValue(max)));
const pageNo = wholeQuery(100_000);
const pageSize = wholeQuery(LOTTERY_HISTORY_PAGE_MAX);
const gameIdQuery = v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/), v.transform(Number));
const languageSchema = v.optional(v.pipe(v.string(), v.maxLength(5)));

export const lotteryDrawEndpoints = {
  /** One lottery game's draws, newest first (issue 30's lottery history). */
  lotteryHistory: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/draws',
    request: v.object({ gameId: gameIdQuery, pageNo, pageSize, language: languageSchema }),
    response: lotteryHistorySchema,
    auth: 'none',
  }),
  /** The draws of every VN game of one region, newest first (a region's result sheets side by side). */
  vnRegionHistory: defineEndpoint({
    method: 'GET',
    path: '/wps/lottery/draws/vn',
    request: v.object({ region: vnRegionSchema, pageNo, pageSize, language: languageSchema }),
    response: pagedSchema(lotteryDrawSchema),
    auth: 'none',
  }),
};

export type VnPrizeTier = v.InferOutput<typeof vnPrizeTierSchema>;
export type DrawResult = v.InferOutput<typeof drawResultSchema>;
export type LotteryDraw = v.InferOutput<typeof lotteryDrawSchema>;
export type DrawSchedule = v.InferOutput<typeof drawScheduleSchema>;
export type LotteryHistory = v.InferOutput<typeof lotteryHistorySchema>;
