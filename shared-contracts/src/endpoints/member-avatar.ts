import * as v from 'valibot';
import { defineEndpoint } from './define';

/**
 * The site's avatars a member chooses from (SPEC 2 drawer 'Avatar', SPEC 7 `/wps/member/icon`; the spec
 * shows neither the images nor the payload, so these are the site's own: numbered pictures the platform
 * draws at `avatarPath(id)`). No upload: nothing a player sends is ever shown to anyone as an image.
 */
export const AVATAR_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

export const avatarPath = (id: number): string => `/wps/static/avatars/${id}.svg`;

export const memberIconSchema = v.object({
  /** The chosen avatar; null while the member has not chosen one (the initial is shown instead). */
  avatar: v.nullable(v.picklist(AVATAR_IDS)),
  choices: v.array(v.picklist(AVATAR_IDS)),
});

export const memberAvatarEndpoints = {
  memberIcon: defineEndpoint({
    method: 'GET',
    path: '/wps/member/icon',
    request: v.object({}),
    response: memberIconSchema,
    auth: 'required',
  }),
  setMemberIcon: defineEndpoint({
    method: 'POST',
    path: '/wps/member/icon',
    request: v.object({ avatar: v.picklist(AVATAR_IDS) }),
    response: memberIconSchema,
    auth: 'required',
  }),
};

export type MemberIcon = v.InferOutput<typeof memberIconSchema>;
