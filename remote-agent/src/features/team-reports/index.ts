// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { signedMoney } from './components/money';
export { ReportFilters } from './components/report-filters';
export { TeamBettingPage } from './components/team-betting-page';
export { TeamPnlPage } from './components/team-pnl-page';
export type { ReportFilter } from './report-range';
export { defaultReportFilter } from './report-range';
