import { fetchEntryIntegrity } from '../platform/entry-integrity';
import { UsageError } from './usage-error';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The integrity a remote's new entry gets (issue 26 finding 17, decision 0181): the SHA-384 of the file at
 * `url`, fetched now (an unreachable file refuses the change). `--integrity none` leaves it without one, for
 * a team's dev server on the operator's own machine only (its file changes with every edit): an entry on any
 * other host always carries one.
 */
export async function entryIntegrityFor(url: string, flag: string | undefined): Promise<string | null> {
  if (flag === undefined) return fetchEntryIntegrity(url);
  if (flag !== 'none') throw new UsageError('--integrity takes only none (the hash is taken from --url)');
  if (!LOOPBACK_HOSTS.has(new URL(url).hostname))
    throw new UsageError(
      '--integrity none is for a dev server on this machine (127.0.0.1 or localhost) only',
    );
  return null;
}
