import type { RouteEntry } from '../route-entry';

/**
 * Pages of remote-agent. Guests are replaced to home by the shell (`guestsToHome`); each page replaces
 * types 0, 4 and 40 to home itself (SPEC 4 'Agent screen load'): the spec's agent rule excludes types,
 * which `memberTypes` (an allow list) cannot say.
 */
export const AGENT_ROUTES: readonly RouteEntry[] = [
  {
    path: '/m/agent',
    owner: 'agent',
    expose: './AgentHomePage',
    titleKey: 'title.agent',
    loginRequired: true,
    guestsToHome: true,
  },
  {
    path: '/m/agent/team/overview',
    owner: 'agent',
    expose: './TeamOverviewPage',
    titleKey: 'title.teamOverview',
    loginRequired: true,
    guestsToHome: true,
  },
  {
    path: '/m/member/team',
    owner: 'agent',
    expose: './TeamManagementPage',
    titleKey: 'title.teamManagement',
    loginRequired: true,
    guestsToHome: true,
  },
  {
    path: '/m/member/agent/getSalaryContract',
    owner: 'agent',
    expose: './ContractPage',
    titleKey: 'title.salaryContract',
    loginRequired: true,
    guestsToHome: true,
  },
  {
    path: '/m/member/agent/getDevidendContract',
    owner: 'agent',
    expose: './ContractPage',
    titleKey: 'title.dividendContract',
    loginRequired: true,
    guestsToHome: true,
  },
  {
    path: '/m/member/agent/getHourContract',
    owner: 'agent',
    expose: './ContractPage',
    titleKey: 'title.hourlyContract',
    loginRequired: true,
    guestsToHome: true,
  },
  {
    path: '/m/agent/team/pnl',
    owner: 'agent',
    expose: './TeamPnlPage',
    titleKey: 'title.teamPnl',
    loginRequired: true,
    guestsToHome: true,
  },
  {
    path: '/m/teamBetting',
    owner: 'agent',
    expose: './TeamBettingPage',
    titleKey: 'title.teamBetting',
    loginRequired: true,
    guestsToHome: true,
  },
  {
    path: '/m/member/teamRebate',
    owner: 'agent',
    expose: './TeamRebatePage',
    titleKey: 'title.teamRebate',
    loginRequired: true,
    guestsToHome: true,
  },
  {
    path: '/m/member/agent/agentRebeat',
    owner: 'agent',
    expose: './AgentRebatePage',
    titleKey: 'title.agentRebate',
    loginRequired: true,
    guestsToHome: true,
  },
  {
    path: '/m/agentRegister',
    owner: 'agent',
    expose: './OpenAccountPage',
    titleKey: 'title.agentRegister',
    loginRequired: true,
    guestsToHome: true,
  },
];
