import { accountEndpoints } from './account';
import { agentEndpoints } from './agent';
import { agentContractEndpoints } from './agent-contracts';
import { agentDividendEndpoints } from './agent-dividend';
import { agentOpenAccountEndpoints } from './agent-open-account';
import { agentRebateIncomeEndpoints, agentReportEndpoints } from './agent-reports';
import { agentSalaryEndpoints } from './agent-salary';
import { agentTeamEndpoints } from './agent-team';
import { contactChangeEndpoints } from './contact-change';
import { contentEndpoints } from './content';
import { customerServiceEndpoints } from './customer-service';
import { depositEndpoints } from './deposit';
import { gameEndpoints } from './games';
import { jackpotEndpoints } from './jackpots';
import { kycEndpoints } from './kyc';
import { liveRoomEndpoints } from './live-rooms';
import { memberEndpoints } from './member';
import { memberAvatarEndpoints } from './member-avatar';
import { memberProfileEndpoints } from './member-profile';
import { memberSecurityEndpoints } from './member-security';
import { messageEndpoints } from './messages';
import { passkeyEndpoints } from './passkeys';
import { protectionEndpoints } from './protection';
import { redRainEndpoints } from './red-rain';
import { siteDocumentEndpoints } from './site-documents';
import { socialEndpoints } from './social-login';
import { sportsEndpoints } from './sports';
import { systemEndpoints } from './system';
import { totpEndpoints } from './totp';
import { walletEndpoints } from './wallet';
import { walletRecordEndpoints } from './wallet-records';
import { withdrawEndpoints } from './withdraw';

/** The one endpoint table; the shell builds its API client from it and platform-api validates with it. */
export const ENDPOINTS = {
  ...systemEndpoints,
  ...contentEndpoints,
  ...siteDocumentEndpoints,
  ...customerServiceEndpoints,
  ...gameEndpoints,
  ...memberEndpoints,
  ...memberProfileEndpoints,
  ...memberAvatarEndpoints,
  ...memberSecurityEndpoints,
  ...kycEndpoints,
  ...walletEndpoints,
  ...walletRecordEndpoints,
  ...depositEndpoints,
  ...withdrawEndpoints,
  ...contactChangeEndpoints,
  ...agentEndpoints,
  ...agentTeamEndpoints,
  ...agentContractEndpoints,
  ...agentOpenAccountEndpoints,
  ...agentDividendEndpoints,
  ...agentSalaryEndpoints,
  ...agentReportEndpoints,
  ...agentRebateIncomeEndpoints,
  ...accountEndpoints,
  ...passkeyEndpoints,
  ...messageEndpoints,
  ...protectionEndpoints,
  ...redRainEndpoints,
  ...liveRoomEndpoints,
  ...sportsEndpoints,
  ...jackpotEndpoints,
  ...socialEndpoints,
  ...totpEndpoints,
};

export type Endpoints = typeof ENDPOINTS;
export type EndpointKey = keyof Endpoints;

/**
 * The calls the shell makes before its first render (start-up, home's banners and news, a member's info,
 * balance and unread counts). The shell's build keeps only these in its start (`ENDPOINTS` there holds just
 * them, tools/build/endpoint-routes-loader.cjs); every other call waits for `loadEndpoints()` once.
 */
export const START_ENDPOINT_KEYS = [
  'status',
  'manifest',
  'consolidatedSettings',
  'whitelabel',
  'announcements',
  'lobbyNews',
  'memberInfo',
  'wallet',
  'inboxUnread',
  'chatUnread',
] as const satisfies readonly EndpointKey[];

/** The whole endpoint table (a chunk of its own in the shell's build, where `ENDPOINTS` is the start's part). */
export const loadEndpoints = (): Promise<Endpoints> => Promise.resolve(ENDPOINTS);
