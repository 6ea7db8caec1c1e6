/**
 * The site's avatars a member chooses from (SPEC 2 drawer 'Avatar', SPEC 7 `/wps/member/icon`; the spec
 * shows neither the images nor the payload, so these are the site's own: numbered pictures the platform
 * draws at `avatarPath(id)`). No upload: nothing a player sends is ever shown to anyone as an image.
 * Apart from the endpoint's schemas (`endpoints/member-avatar.ts`): the shell's start draws the avatar
 * without valibot.
 */
export const AVATAR_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

export const avatarPath = (id: number): string => `/wps/static/avatars/${id}.svg`;
