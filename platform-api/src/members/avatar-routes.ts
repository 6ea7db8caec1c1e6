import { AVATAR_IDS, type AvatarId, ENDPOINTS, type MemberIcon } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/schema';
import { notLoggedIn } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';

const isAvatar = (value: number | null): value is AvatarId => AVATAR_IDS.some((id) => id === value);

async function readIcon(db: Db, memberId: number): Promise<MemberIcon> {
  const row = await db.selectFrom('members').select('avatar').where('id', '=', memberId).executeTakeFirst();
  if (!row) throw notLoggedIn();
  // A number the site no longer draws reads as none chosen.
  return { avatar: isAvatar(row.avatar) ? row.avatar : null, choices: [...AVATAR_IDS] };
}

/** `/wps/member/icon`: the member's avatar and the site's avatars to choose from; choosing one. */
export function registerAvatarRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.memberIcon, async (ctx) => readIcon(ctx.deps.db, sessionOf(ctx).memberId));
  registerEndpoint(app, ENDPOINTS.setMemberIcon, async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    // The schema allows only AVATAR_IDS.
    await ctx.deps.db
      .updateTable('members')
      .set({ avatar: ctx.input.avatar })
      .where('id', '=', memberId)
      .execute();
    return readIcon(ctx.deps.db, memberId);
  });
}
