import type { Db } from '../../db/schema';

/** Contacts for SMS login and password reset, and invitation codes of the demo agents. */
export const DEMO_CONTACTS: Record<string, { mobile: string; email: string }> = {
  player0: { mobile: '+639171234567', email: 'player0@example.com' },
  player1: { mobile: '+639171234568', email: 'player1@example.com' },
  pwreset: { mobile: '+639171234599', email: 'pwreset@example.com' },
};
export const DEMO_AFFILIATE_CODES: Record<string, string> = { AGENT41: 'agent41', AGENT42: 'agent42' };

/** Idempotent: existing rows are kept. */
export async function seedAccounts(db: Db, merchantCode: string, ids: Map<string, number>): Promise<void> {
  for (const [username, contact] of Object.entries(DEMO_CONTACTS)) {
    const memberId = ids.get(username);
    if (memberId === undefined) continue;
    await db
      .insertInto('member_contacts')
      .values({ member_id: memberId, merchant_code: merchantCode, ...contact })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const [code, username] of Object.entries(DEMO_AFFILIATE_CODES)) {
    const memberId = ids.get(username);
    if (memberId === undefined) continue;
    await db
      .insertInto('affiliate_codes')
      .values({ merchant_code: merchantCode, code, member_id: memberId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
