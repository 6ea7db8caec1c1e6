import { FIELD_GOOD } from '@mobile/shared-contracts';
import { type ArmHealth, failuresPerView } from '../field/field-health';

/** How an automatic canary is judged (kept with the canary; defaults in decision 0301). */
export interface CanaryPolicy {
  /** Page loads (views plus load failures) each arm needs before anything is decided. */
  minSamples: number;
  /** How much higher (absolute, failures per page view) the canary's error rate may be than stable's. */
  errorMargin: number;
  /** How much higher (ms) the canary's p75 INP may be than stable's. */
  inpMarginMs: number;
  /** Minutes after the start without the minimum on both arms: the canary is aborted. */
  timeoutMinutes: number;
}

export const CANARY_POLICY_DEFAULTS: CanaryPolicy = {
  minSamples: 200,
  errorMargin: 0.02,
  inpMarginMs: 50,
  timeoutMinutes: 360,
};

/** What the field says of one arm since the canary started (zeros when it has no measurement). */
export type ArmFigures = Pick<ArmHealth, 'views' | 'errors' | 'loadFailures'> & {
  p75: Pick<ArmHealth['p75'], 'INP'>;
};

export interface CanaryEvidence {
  stable: ArmFigures;
  canary: ArmFigures;
  policy: CanaryPolicy;
  startedAt: Date;
  now: Date;
}

export type CanaryVerdict =
  | { action: 'wait'; reason: string }
  | { action: 'promote'; reason: string }
  | { action: 'abort'; reason: string };

/** An arm with no measurement at all. */
export const NO_FIGURES: ArmFigures = { views: 0, errors: 0, loadFailures: 0, p75: { INP: null } };

/** Rounding noise of sums like 0.05 + 0.02 is not "worse". */
const EPSILON = 1e-9;
const loadsOf = (arm: ArmFigures) => arm.views + arm.loadFailures;
const rateText = (rate: number) => (Number.isFinite(rate) ? String(Number(rate.toFixed(4))) : 'all');
const durationText = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60}h` : `${Math.round(minutes)}m`;

/**
 * The judgement of one automatic canary from the field figures of its two arms since it started (pure):
 * - either arm below `minSamples` page loads: wait, or abort once `timeoutMinutes` have passed;
 * - the canary's errors and load failures per page view (as `operator health` counts them) above stable's
 *   plus `errorMargin`, or its p75 INP above stable's plus `inpMarginMs` (stable without INP samples: the
 *   "good" threshold, 200 ms): abort;
 * - otherwise promote.
 * Load failures without a single page shown count as every page failing.
 */
export function judgeCanary(evidence: CanaryEvidence): CanaryVerdict {
  const { stable, canary, policy } = evidence;
  const loads = { stable: loadsOf(stable), canary: loadsOf(canary) };
  if (loads.stable < policy.minSamples || loads.canary < policy.minSamples) {
    const counts = `stable ${loads.stable}, canary ${loads.canary} of ${policy.minSamples} page loads`;
    const elapsedMinutes = (evidence.now.getTime() - evidence.startedAt.getTime()) / 60_000;
    if (elapsedMinutes >= policy.timeoutMinutes)
      return {
        action: 'abort',
        reason: `auto-abort: timeout after ${durationText(policy.timeoutMinutes)} (${counts})`,
      };
    return { action: 'wait', reason: `waiting: ${counts}` };
  }
  const after = `after ${canary.views} views`;
  const canaryRate = failuresPerView(canary) ?? 0;
  const stableRate = failuresPerView(stable) ?? 0;
  const rateLine = `${rateText(canaryRate)} > ${rateText(stableRate)} + ${policy.errorMargin}`;
  if (canaryRate - stableRate - policy.errorMargin > EPSILON)
    return { action: 'abort', reason: `auto-abort: error rate ${rateLine} ${after}` };
  const stableInp = stable.p75.INP ?? FIELD_GOOD.INP;
  const canaryInp = canary.p75.INP;
  if (canaryInp !== null && canaryInp - stableInp - policy.inpMarginMs > EPSILON)
    return {
      action: 'abort',
      reason: `auto-abort: p75 INP ${canaryInp} ms > ${stableInp} ms + ${policy.inpMarginMs} ms ${after}`,
    };
  const inpLine =
    canaryInp === null
      ? 'no INP samples'
      : `p75 INP ${canaryInp} ms ≤ ${stableInp} ms + ${policy.inpMarginMs} ms`;
  return {
    action: 'promote',
    reason: `auto-promote: error rate ${rateText(canaryRate)} ≤ ${rateText(stableRate)} + ${policy.errorMargin}, ${inpLine} ${after}`,
  };
}
