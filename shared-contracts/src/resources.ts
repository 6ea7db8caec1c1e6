/** Resource types of the social networks the home footer links to, in display order. */
export const SOCIAL_RESOURCE_TYPES = [
  'YOUTUBE',
  'INSTAGRAM',
  'FACEBOOK',
  'TELEGRAM',
  'TIKTOK',
  'TWITTER',
] as const;
export type SocialResourceType = (typeof SOCIAL_RESOURCE_TYPES)[number];

interface ResourceLink {
  resourceType: string;
  url: string;
}

/** URL of the first resource of a type (e.g. LINE, TASK, Android), or null when none holds a link. */
export function resourceUrl(resources: readonly ResourceLink[], type: string): string | null {
  const found = resources.find(
    (r) => r.resourceType.toUpperCase() === type.toUpperCase() && r.url.trim() !== '',
  );
  return found ? found.url.trim() : null;
}

/** SPEC home footer: one icon per social network, only for networks the site holds a link for. */
export function socialLinks(resources: readonly ResourceLink[]): { type: SocialResourceType; url: string }[] {
  return SOCIAL_RESOURCE_TYPES.flatMap((type) => {
    const url = resourceUrl(resources, type);
    return url ? [{ type, url }] : [];
  });
}
