/** Stored image paths are same-origin; an ASSET_ORIGIN turns them into absolute URLs. */
export function assetUrl(assetOrigin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${assetOrigin}${pathOrUrl}` : pathOrUrl;
}
