import { accountEndpoints } from './account';
import { agentEndpoints } from './agent';
import { contentEndpoints } from './content';
import { gameEndpoints } from './games';
import { memberEndpoints } from './member';
import { memberProfileEndpoints } from './member-profile';
import { protectionEndpoints } from './protection';
import { systemEndpoints } from './system';
import { walletEndpoints } from './wallet';

/** The one endpoint table; the shell builds its API client from it and platform-api validates with it. */
export const ENDPOINTS = {
  ...systemEndpoints,
  ...contentEndpoints,
  ...gameEndpoints,
  ...memberEndpoints,
  ...memberProfileEndpoints,
  ...walletEndpoints,
  ...agentEndpoints,
  ...accountEndpoints,
  ...protectionEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints;
