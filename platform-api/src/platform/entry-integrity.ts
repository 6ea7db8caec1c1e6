import { createHash } from 'node:crypto';

/** How long the operator command waits for a remote's entry before refusing the change. */
export const ENTRY_FETCH_TIMEOUT_MS = 15_000;
/** A remoteEntry.js is tens of kilobytes; anything this large is not one. */
export const ENTRY_MAX_BYTES = 5 * 1024 * 1024;

/** Why an entry's integrity could not be taken: the operator's change is refused with this message. */
export class EntryUnreachableError extends Error {}

/** The Subresource Integrity value (`sha384-…`) of these bytes, as a script's `integrity` attribute. */
export function sha384Integrity(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Fetches a remote's remoteEntry.js and returns its SHA-384 integrity (issue 26 finding 17): what the
 * shell will demand of the file when it loads it. Refuses (throws) when the file cannot be fetched whole:
 * a manifest never points a remote at a file nobody has seen.
 */
export async function fetchEntryIntegrity(
  url: string,
  fetchFile: typeof fetch = fetch,
  timeoutMs = ENTRY_FETCH_TIMEOUT_MS,
): Promise<string> {
  let response: Response;
  try {
    // No cookies, no cache: the bytes the remote's origin serves now, as a browser's CORS fetch gets them.
    response = await fetchFile(url, {
      redirect: 'error',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new EntryUnreachableError(`${url} is ${reason}: its integrity cannot be taken`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new EntryUnreachableError(`${url} answered ${response.status}: its integrity cannot be taken`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > ENTRY_MAX_BYTES) {
    await response.body?.cancel();
    throw new EntryUnreachableError(`${url} is larger than ${ENTRY_MAX_BYTES} bytes: not a remoteEntry.js`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > ENTRY_MAX_BYTES)
    throw new EntryUnreachableError(`${url} is larger than ${ENTRY_MAX_BYTES} bytes: not a remoteEntry.js`);
  if (bytes.byteLength === 0) throw new EntryUnreachableError(`${url} is empty: not a remoteEntry.js`);
  return sha384Integrity(bytes);
}
