/** One of the site's image CDNs, picked at random per page load to spread the load; none -> null. */
export function pickImageCdn(cdns: readonly string[], random: number): string | null {
  const usable = cdns.filter((c) => /^https:\/\//.test(c));
  if (usable.length === 0) return null;
  return usable[Math.min(usable.length - 1, Math.floor(random * usable.length))] ?? null;
}

/** Image address: absolute URLs and site paths as given, bare file paths under the chosen CDN. */
export function imageSrc(url: string | null | undefined, cdn: string | null): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//.test(value) || value.startsWith('/') || value.startsWith('data:image/')) return value;
  return cdn ? `${cdn.replace(/\/+$/, '')}/${value.replace(/^\.?\/+/, '')}` : `/${value}`;
}

/**
 * The login and register banners' image address (remote-member's AuthBanner): the first https CDN, not a
 * random one, so the page server can preload the very address the page will ask for.
 */
export function authBannerImageSrc(url: string | null | undefined, cdns: readonly string[]): string | null {
  return imageSrc(url, cdns.find((cdn) => cdn.startsWith('https://')) ?? null);
}
