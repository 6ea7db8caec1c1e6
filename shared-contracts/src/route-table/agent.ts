import type { RouteEntry } from '../route-entry';

/** Pages of remote-agent: guests and types 0, 4, 40 are replaced to home (SPEC 4 'Agent screen load'). */
export const AGENT_ROUTES: readonly RouteEntry[] = [
  {
    path: '/m/agent',
    owner: 'agent',
    expose: './AgentHomePage',
    titleKey: 'title.agent',
    access: 'agent',
  },
  {
    path: '/m/agent/team/overview',
    owner: 'agent',
    expose: './TeamOverviewPage',
    titleKey: 'title.teamOverview',
    access: 'agent',
  },
  {
    path: '/m/member/team',
    owner: 'agent',
    expose: './TeamManagementPage',
    titleKey: 'title.teamManagement',
    access: 'agent',
  },
  {
    path: '/m/member/agent/getSalaryContract',
    owner: 'agent',
    expose: './ContractPage',
    titleKey: 'title.salaryContract',
    access: 'agent',
  },
  {
    path: '/m/member/agent/getDevidendContract',
    owner: 'agent',
    expose: './ContractPage',
    titleKey: 'title.dividendContract',
    access: 'agent',
  },
  {
    path: '/m/member/agent/getHourContract',
    owner: 'agent',
    expose: './ContractPage',
    titleKey: 'title.hourlyContract',
    access: 'agent',
  },
  {
    path: '/m/agent/team/pnl',
    owner: 'agent',
    expose: './TeamPnlPage',
    titleKey: 'title.teamPnl',
    access: 'agent',
  },
  {
    path: '/m/teamBetting',
    owner: 'agent',
    expose: './TeamBettingPage',
    titleKey: 'title.teamBetting',
    access: 'agent',
  },
  {
    path: '/m/member/teamRebate',
    owner: 'agent',
    expose: './TeamRebatePage',
    titleKey: 'title.teamRebate',
    access: 'agent',
  },
  {
    path: '/m/member/agent/agentRebeat',
    owner: 'agent',
    expose: './AgentRebatePage',
    titleKey: 'title.agentRebate',
    access: 'agent',
  },
  {
    path: '/m/agentRegister',
    owner: 'agent',
    expose: './OpenAccountPage',
    titleKey: 'title.agentRegister',
    access: 'agent',
  },
  {
    path: '/m/member/agent/agentDivident',
    owner: 'agent',
    expose: './DividendPage',
    titleKey: 'title.agentDividend',
    access: ['agent', 'dividend'],
  },
];
