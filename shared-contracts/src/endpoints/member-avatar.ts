import * as v from 'valibot';
import { AVATAR_IDS } from '../avatars';
import { defineEndpoint } from './define';

export { AVATAR_IDS, type AvatarId, avatarPath } from '../avatars';

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
