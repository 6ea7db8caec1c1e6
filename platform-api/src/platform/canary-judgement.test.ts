import { type ArmFigures, CANARY_POLICY_DEFAULTS, judgeCanary, NO_FIGURES } from './canary-judgement';

const STARTED = new Date('2026-11-27T08:00:00Z');
const at = (minutes: number) => new Date(STARTED.getTime() + minutes * 60_000);
const policy = { ...CANARY_POLICY_DEFAULTS, minSamples: 100, errorMargin: 0.05, inpMarginMs: 50 };
const arm = (views: number, errors = 0, loadFailures = 0, inp: number | null = 150): ArmFigures => ({
  views,
  errors,
  loadFailures,
  p75: { INP: inp },
});
const judge = (stable: ArmFigures, canary: ArmFigures, now = at(30)) =>
  judgeCanary({ stable, canary, policy, startedAt: STARTED, now });

describe('canary judgement', () => {
  it('waits while either arm is below the minimum of page loads', () => {
    expect(judge(arm(500), arm(99, 99))).toEqual({
      action: 'wait',
      reason: 'waiting: stable 500, canary 99 of 100 page loads',
    });
    expect(judge(arm(99), arm(500)).action).toBe('wait');
    expect(judge(NO_FIGURES, NO_FIGURES).action).toBe('wait');
  });

  it('promotes when error rate and p75 INP are within the margins of stable', () => {
    expect(judge(arm(400, 8), arm(100, 7, 0, 200))).toEqual({
      action: 'promote',
      reason: 'auto-promote: error rate 0.07 ≤ 0.02 + 0.05, p75 INP 200 ms ≤ 150 ms + 50 ms after 100 views',
    });
  });

  it('aborts when the error rate (errors plus load failures per view) exceeds stable plus the margin', () => {
    expect(judge(arm(400, 8), arm(120, 40, 9))).toEqual({
      action: 'abort',
      reason: 'auto-abort: error rate 0.4083 > 0.02 + 0.05 after 120 views',
    });
    // Load failures alone count too.
    expect(judge(arm(400), arm(100, 0, 6)).action).toBe('abort');
  });

  it('aborts when the p75 INP exceeds stable plus the margin', () => {
    expect(judge(arm(400, 0, 0, 180), arm(150, 0, 0, 231))).toEqual({
      action: 'abort',
      reason: 'auto-abort: p75 INP 231 ms > 180 ms + 50 ms after 150 views',
    });
  });

  it('compares INP with the good threshold when stable has none, and passes a canary without INP', () => {
    expect(judge(arm(400, 0, 0, null), arm(150, 0, 0, 251)).action).toBe('abort');
    expect(judge(arm(400, 0, 0, null), arm(150, 0, 0, 250)).action).toBe('promote');
    expect(judge(arm(400), arm(150, 0, 0, null)).reason).toContain('no INP samples');
  });

  it('counts a canary with load failures and no page shown as failing', () => {
    expect(judge(arm(400), arm(0, 0, 100))).toEqual({
      action: 'abort',
      reason: 'auto-abort: error rate all > 0 + 0.05 after 0 views',
    });
  });

  it('aborts on a timeout when the minimum is not reached in time, and not before', () => {
    const timeout = policy.timeoutMinutes;
    expect(judge(arm(500), arm(3), at(timeout - 1)).action).toBe('wait');
    expect(judge(arm(500), arm(3), at(timeout))).toEqual({
      action: 'abort',
      reason: 'auto-abort: timeout after 6h (stable 500, canary 3 of 100 page loads)',
    });
  });
});
