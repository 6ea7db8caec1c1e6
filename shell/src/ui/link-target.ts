export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * Where a server-given link may take the player: a path of this site (/m/...) or an http(s) URL.
 * Anything else (javascript:, data:, protocol-relative //host) is refused.
 */
export function linkTarget(link: string | null | undefined): LinkTarget | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return { kind: 'internal', path: value };
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', url: url.href } : null;
  } catch {
    return null;
  }
}
