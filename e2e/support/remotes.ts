import type { RemoteName } from '@mobile/shared-contracts';
import { REMOTE_PORTS, SITE } from './site';

/** Really stops or starts a remote's static server through the site's --test-control endpoint. */
export async function controlRemote(name: RemoteName, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${SITE.origin}/__site/remotes/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${name}: HTTP ${response.status}`);
}

/** True when the remote's origin answers (its remoteEntry.js). */
export async function remoteIsUp(name: RemoteName): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${REMOTE_PORTS[name]}/remoteEntry.js`);
    return response.ok;
  } catch {
    return false;
  }
}
