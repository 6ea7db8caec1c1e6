/** Query keys whose values are secrets: the session token (spec compatibility), passwords, captchas. */
const SECRET_KEYS = new Set(['token', 'password', 'captcha']);

/** Undoes percent-encoding (and `+` for a space) until nothing changes, as far as it is valid. */
function decodedKey(raw: string): string {
  let key = raw;
  // Three rounds reach any key a server would still read as a secret (one decoding) and then some.
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(key.replaceAll('+', ' '));
    } catch {
      return key;
    }
    if (next === key) break;
    key = next;
  }
  return key;
}

const isSecretKey = (raw: string) => SECRET_KEYS.has(decodedKey(raw).trim().toLowerCase());

/**
 * A URL fit for a log line: the value of every secret query parameter replaced, whatever the case or
 * percent-encoding of its key (`?%74oken=` is `?token=` to the query parser, so it is to this too).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#', start);
  const end = hash === -1 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return isSecretKey(key) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}
