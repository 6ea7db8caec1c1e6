import type { Db } from '../db/schema';

/** Rebates travel as percent numbers and are stored in hundredths of a percent (exact integers). */
export const rebateToHundredths = (rebate: number) => Math.round(rebate * 100);
export const hundredthsToRebate = (hundredths: number) => hundredths / 100;

/** The member's rebate in percent; a member without a row has none (0). */
export async function rebateOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_rebates')
    .select('rebate_hundredths')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return hundredthsToRebate(Number(row?.rebate_hundredths ?? 0));
}

/** The highest rebate among the member's direct downlines (0 without any). */
export async function highestDownlineRebate(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_rebates')
    .innerJoin('members', 'members.id', 'member_rebates.member_id')
    .select((eb) => eb.fn.max('member_rebates.rebate_hundredths').as('top'))
    .where('members.parent_id', '=', memberId)
    .executeTakeFirst();
  return hundredthsToRebate(Number(row?.top ?? 0));
}

export async function setRebate(db: Db, memberId: number, rebate: number, now: Date): Promise<void> {
  const values = {
    member_id: memberId,
    rebate_hundredths: rebateToHundredths(rebate),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('member_rebates')
    .values(values)
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        rebate_hundredths: values.rebate_hundredths,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}
