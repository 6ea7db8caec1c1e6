import type { RouteEntry } from '../route-entry';

/** Pages of remote-agent. */
export const AGENT_ROUTES: readonly RouteEntry[] = [
  {
    path: '/m/agent',
    owner: 'agent',
    expose: './AgentHomePage',
    titleKey: 'title.agent',
    loginRequired: true,
    guestsToHome: true,
  },
];
