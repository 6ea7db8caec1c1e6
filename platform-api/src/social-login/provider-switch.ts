import type { SocialProviderId } from '@mobile/shared-contracts';

/** SPEC 2: each provider's switch; a provider is offered only with its switch on and its setting complete. */
export const PROVIDER_SWITCH: Record<SocialProviderId, string> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
};
