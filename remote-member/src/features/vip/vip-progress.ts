import type { VipLevel } from '@mobile/shared-contracts';

export interface VipProgress {
  current: VipLevel | null;
  next: VipLevel | null;
  /** Turnover still needed for the next level; 0 at the top. */
  remaining: number;
  /** 0–100, how far from the current level's threshold to the next one. */
  percent: number;
}

/** Where a member stands on the VIP ladder: current and next level and the progress between them. */
export function vipProgress(levels: readonly VipLevel[], level: number, turnover: number): VipProgress {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  const current = sorted.find((l) => l.level === level) ?? null;
  const next = sorted.find((l) => l.level > level) ?? null;
  if (!next) return { current, next: null, remaining: 0, percent: 100 };
  const from = current?.minTurnover ?? 0;
  const span = next.minTurnover - from;
  const done = span > 0 ? (turnover - from) / span : 1;
  const percent = Math.round(Math.min(1, Math.max(0, done)) * 100);
  return { current, next, remaining: Math.max(0, next.minTurnover - turnover), percent };
}
