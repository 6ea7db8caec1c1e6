import type { Db } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/** Demo promotions of every kind and time: open to apply, daily sign-in, information, coming, closed. */
export async function seedPromotions(db: Db, merchantCode: string, now: Date): Promise<void> {
  const any = await db
    .selectFrom('promotions')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const rows = [
    {
      code: 'WELCOME100',
      title: 'Welcome bonus 100%',
      summary: 'Double your first deposit up to ₱5,000.',
      content: p(
        'Apply, then make your first deposit of at least ₱100.',
        'Our team reviews every application within a day.',
      ),
      kind: 'apply' as const,
      starts_at: at(-30),
      ends_at: at(335),
    },
    {
      code: 'DAILY',
      title: 'Daily sign-in',
      summary: 'Sign in every day to collect points.',
      content: p('Tap <b>Sign in</b> once a day. Seven days in a row earn a bonus.'),
      kind: 'signin' as const,
      starts_at: at(-30),
      ends_at: at(335),
    },
    {
      code: 'CASHBACK',
      title: 'Weekly cashback 10%',
      summary: 'Every Monday, 10% of last week’s net losses back.',
      content: p('Credited automatically every Monday; nothing to apply for.'),
      kind: 'info' as const,
      starts_at: at(-30),
      ends_at: at(335),
    },
    {
      code: 'FESTIVAL',
      title: 'Festival lucky draw',
      summary: 'A lucky draw for every ₱1,000 wagered.',
      content: p('Starts next week.'),
      kind: 'apply' as const,
      starts_at: at(7),
      ends_at: at(37),
    },
    {
      code: 'SUMMER',
      title: 'Summer slots race',
      summary: 'The summer race has ended. Thank you for playing!',
      content: p('Winners were announced in the inbox.'),
      kind: 'apply' as const,
      starts_at: at(-90),
      ends_at: at(-60),
    },
  ];
  await db
    .insertInto('promotions')
    .values(rows.map((row, index) => ({ ...row, merchant_code: merchantCode, sort_order: index })))
    .execute();
}
