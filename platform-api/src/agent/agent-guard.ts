import { daysInRange, TEAM_RANGE_MAX_DAYS } from '@mobile/shared-contracts';
import { dayRange, type TimeRange } from '../common/date-range';
import { ApiError } from '../http/api-error';
import { requireAccess } from '../http/require-access';
import type { Session } from '../sessions/session-store';

/** SPEC 6: types 0, 4 and 40 have no agent area; every agent call refuses them (the `agent` rule). */
export function requireAgent(session: Session): void {
  requireAccess('agent', session);
}

/** A team query's days: unreadable or reversed is a bad request, longer than the limit says so. */
export function teamRange(startDate: string, endDate: string): TimeRange {
  if (daysInRange(startDate, endDate) > TEAM_RANGE_MAX_DAYS) throw new ApiError('DATE_RANGE_TOO_LONG', 400);
  return dayRange(startDate, endDate);
}

export const notInTeam = () => new ApiError('NOT_IN_TEAM', 403);
export const rebateTooHigh = () => new ApiError('REBATE_TOO_HIGH', 400);
export const moveCycle = () => new ApiError('TEAM_MOVE_CYCLE', 400);
