/** SPEC 7 team KPI range: today only, start and end both today's local date (the contracts' rule). */
export { todayRange } from '@mobile/shared-contracts';
