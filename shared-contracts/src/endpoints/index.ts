import { accountEndpoints } from './account';
import { agentEndpoints } from './agent';
import { agentContractEndpoints } from './agent-contracts';
import { agentDividendEndpoints } from './agent-dividend';
import { agentOpenAccountEndpoints } from './agent-open-account';
import { agentRebateIncomeEndpoints, agentReportEndpoints } from './agent-reports';
import { agentSalaryEndpoints } from './agent-salary';
import { agentTeamEndpoints } from './agent-team';
import { contentEndpoints } from './content';
import { customerServiceEndpoints } from './customer-service';
import { depositEndpoints } from './deposit';
import { gameEndpoints } from './games';
import { memberEndpoints } from './member';
import { memberAvatarEndpoints } from './member-avatar';
import { memberProfileEndpoints } from './member-profile';
import { memberSecurityEndpoints } from './member-security';
import { messageEndpoints } from './messages';
import { protectionEndpoints } from './protection';
import { redRainEndpoints } from './red-rain';
import { systemEndpoints } from './system';
import { walletEndpoints } from './wallet';
import { walletRecordEndpoints } from './wallet-records';
import { withdrawEndpoints } from './withdraw';

/** The one endpoint table; the shell builds its API client from it and platform-api validates with it. */
export const ENDPOINTS = {
  ...systemEndpoints,
  ...contentEndpoints,
  ...customerServiceEndpoints,
  ...gameEndpoints,
  ...memberEndpoints,
  ...memberProfileEndpoints,
  ...memberAvatarEndpoints,
  ...memberSecurityEndpoints,
  ...walletEndpoints,
  ...walletRecordEndpoints,
  ...depositEndpoints,
  ...withdrawEndpoints,
  ...agentEndpoints,
  ...agentTeamEndpoints,
  ...agentContractEndpoints,
  ...agentOpenAccountEndpoints,
  ...agentDividendEndpoints,
  ...agentSalaryEndpoints,
  ...agentReportEndpoints,
  ...agentRebateIncomeEndpoints,
  ...accountEndpoints,
  ...messageEndpoints,
  ...protectionEndpoints,
  ...redRainEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints;
