import type { ApiClient } from '@mobile/shared-contracts';
import { getPasskey } from './passkey-browser';

/**
 * One of the site's passkeys asked for now (the browser's dialog), answering fresh login options: the
 * proof that links a provider to the account instead of its password (the API checks whose it is).
 */
export async function passkeyProof(api: ApiClient) {
  return getPasskey(await api.call('passkeyLoginOptions', {}), false);
}
