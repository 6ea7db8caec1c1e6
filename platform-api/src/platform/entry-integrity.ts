import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';

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
 * a manifest never points a remote at a file nobody has seen. One connection, closed after the answer
 * (`agent: false`): the operator command exits at once, with no kept-alive socket holding it open.
 */
export function fetchEntryIntegrity(url: string, timeoutMs = ENTRY_FETCH_TIMEOUT_MS): Promise<string> {
  const get = url.startsWith('https:') ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const refuse = (reason: string) =>
      reject(new EntryUnreachableError(`${url} ${reason}: its integrity cannot be taken`));
    // No Accept-Encoding: the bytes as served, which is what the browser's integrity check sees once decoded.
    const request = get(url, { agent: false, timeout: timeoutMs }, (response) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) {
        response.resume();
        refuse(`answered ${status}`);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > ENTRY_MAX_BYTES) {
          request.destroy();
          refuse(`is larger than ${ENTRY_MAX_BYTES} bytes (not a remoteEntry.js)`);
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', () => refuse('is unreachable'));
      response.on('end', () => {
        if (size === 0) refuse('is empty (not a remoteEntry.js)');
        else resolve(sha384Integrity(Buffer.concat(chunks)));
      });
    });
    request.on('timeout', () => {
      request.destroy();
      refuse('timed out');
    });
    request.on('error', () => refuse('is unreachable'));
  });
}
