import {
  type ApiClient,
  type MerchantConfig,
  type SessionInfo,
  type SystemStatus,
  systemStatusOf,
} from '@mobile/shared-contracts';
import { yieldToMain } from './yield-to-main';

/**
 * Ends the task a call was sent from. The call's answer is awaited later, with the others: until then it is
 * marked handled, so a call failing during the wait is not reported as an unhandled rejection (the await
 * that follows still sees it).
 */
async function calledApart(call: Promise<unknown>): Promise<void> {
  call.catch(() => undefined);
  await yieldToMain();
}

export type StartUpResult =
  | { kind: 'ready'; status: 0; merchant: MerchantConfig; ip: string }
  | { kind: 'gate'; status: 1 | 2; ip: string; info: string | null };

/**
 * SPEC start-up: language first (done by the caller), then the common status; the merchant's manifest
 * and settings load in the same round trip so the frame draws once.
 */
export async function loadStartUp(
  api: ApiClient,
  merchantCode: string,
  visitorId?: string,
): Promise<StartUpResult> {
  // The manifest's validation (valibot) arrives alongside the answers it checks, not before the start.
  const validation = import(
    /* webpackChunkName: "manifest-validation" */ '@mobile/shared-contracts/manifest-schema'
  );
  validation.catch(() => undefined); // a failed chunk is reported below, if the calls succeed
  // Each call is sent from a task of its own: setting one up costs about a millisecond here, four times that
  // on a phone, and the four together made one long task of the start.
  const statusCall = api.call('status', {});
  await calledApart(statusCall);
  // The visitor id makes a canary rollout's choice sticky for this browser.
  const manifestCall = api.call('manifest', visitorId ? { merchantCode, visitorId } : { merchantCode });
  await calledApart(manifestCall);
  const settingsCall = api.call('consolidatedSettings', {});
  await calledApart(settingsCall);
  const [status, rawManifest, settings, whitelabel] = await Promise.all([
    statusCall,
    manifestCall,
    settingsCall,
    api.call('whitelabel', {}),
  ]);
  const systemStatus: SystemStatus = systemStatusOf(status);
  if (systemStatus !== 0)
    return { kind: 'gate', status: systemStatus, ip: status.location.ip, info: status.info };
  const { parseManifest } = await validation;
  const parsed = parseManifest(rawManifest);
  if (!parsed.ok) throw new Error(`Invalid merchant manifest: ${parsed.error}`);
  return {
    kind: 'ready',
    status: 0,
    merchant: { manifest: parsed.manifest, settings, whitelabel },
    ip: status.location.ip,
  };
}

/** A token from the URL becomes a full session once the server confirms who it belongs to. */
export async function sessionFromToken(
  api: ApiClient,
  token: string,
  merchantCode: string,
  setToken: (token: string) => void,
): Promise<SessionInfo | null> {
  setToken(token);
  try {
    const member = await api.call('memberInfo', {});
    return {
      token,
      merchantCode,
      id: member.id,
      userName: member.account,
      type: member.type,
      firstTimeLogin: null,
    };
  } catch {
    return null;
  }
}
