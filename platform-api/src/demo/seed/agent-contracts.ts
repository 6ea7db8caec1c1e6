import { CONTRACT_OFFERS } from '../../agent/contract-offers';
import { offerContract } from '../../agent/contract-store';
import type { Db } from '../../db/schema';

/** A type-1 agent (types 41 and 42 never see contract prompts): one pending contract of each kind. */
export const CONTRACT_AGENT = { username: 'agent1', type: 1, nickname: 'Agent Una' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The contract agent, an answered salary contract for its history, and one offer of each kind. */
export async function seedAgentContracts(
  db: Db,
  merchantCode: string,
  hashFor: (username: string) => Promise<string>,
  now: Date,
): Promise<void> {
  let member = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('username', '=', CONTRACT_AGENT.username)
    .executeTakeFirst();
  if (member) return;
  member = await db
    .insertInto('members')
    .values({
      merchant_code: merchantCode,
      username: CONTRACT_AGENT.username,
      password_hash: await hashFor(CONTRACT_AGENT.username),
      type: CONTRACT_AGENT.type,
      nickname: CONTRACT_AGENT.nickname,
      club_label: null,
      club_type: null,
      labels: '[]',
      parent_id: null,
      created_at: new Date(now.getTime() - 120 * DAY_MS).toISOString(),
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const earlier = new Date(now.getTime() - 30 * DAY_MS);
  const oldId = await offerContract(db, member.id, CONTRACT_OFFERS.dailySalary, earlier);
  await db
    .updateTable('agent_contracts')
    .set({ status: 'ACCEPTED', decided_at: new Date(earlier.getTime() + DAY_MS).toISOString() })
    .where('id', '=', oldId)
    .execute();
  for (const offer of Object.values(CONTRACT_OFFERS)) await offerContract(db, member.id, offer, now);
}
