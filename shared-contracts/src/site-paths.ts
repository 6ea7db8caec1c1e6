import { pathOf } from './pages/page-paths';
import { HOME_PATH } from './routes';

/**
 * Addresses (SPEC 2) that remotes link to across remote boundaries, read from the page records by key
 * (`pathOf`); only a query that picks a view of a page is added here.
 */
export const SITE_PATHS = {
  home: HOME_PATH,
  deposit: pathOf('deposit'),
  withdraw: pathOf('withdraw'),
  inbox: pathOf('inbox'),
  securityCenter: pathOf('securityCenter'),
  responsible: pathOf('responsible'),
  notice: pathOf('notice'),
  agentNotice: `${pathOf('memberNotice')}?types=A`,
  agentHome: pathOf('agentHome'),
  agentRegister: pathOf('agentRegister'),
  agentDividend: pathOf('agentDividend'),
  teamOverview: pathOf('teamOverview'),
  agentTransactionRecord: `${pathOf('transactionRecord')}?types=A`,
  teamManagement: pathOf('teamManagement'),
  redRain: pathOf('redRain'),
  teamPnl: pathOf('teamPnl'),
  teamBetting: pathOf('teamBetting'),
  agentRebate: pathOf('agentRebate'),
  teamRebate: pathOf('teamRebate'),
} as const;
