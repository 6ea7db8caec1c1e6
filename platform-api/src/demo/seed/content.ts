import type { Db } from '../../db/schema';

interface SeedAnnouncement {
  type: string;
  title: string;
  content: string;
  groupName?: string;
  linkage?: string;
}

const html = (text: string) => `<p>${text}</p>`;
const banner = (groupName: string, title: string, linkage?: string): SeedAnnouncement => ({
  type: 'B',
  title,
  groupName,
  content: html(title),
  linkage,
});

/** Every SPEC content type: banners per group, player notices, pop-ups, hot news, promotions, agent notices. */
export const SEED_ANNOUNCEMENTS: SeedAnnouncement[] = [
  banner('m_home', 'Welcome Bonus 100%'),
  banner('m_home', 'Weekly Cashback 10%'),
  banner('m_home', 'Jackpot Season'),
  banner('m_login', 'Log In and Win'),
  banner('m_login', 'Daily Rewards'),
  banner('m_register', 'Join Today'),
  banner('m_register', 'First Deposit Gift'),
  banner('m_video', 'Live Dealer Highlights', 'https://video.example/highlights.mp4'),
  banner('m_video', 'How to Play Baccarat', 'https://video.example/baccarat.mp4'),
  {
    type: 'PL',
    title: 'System maintenance on Sunday',
    content: html('Scheduled maintenance on Sunday 02:00-04:00.'),
  },
  {
    type: 'PL',
    title: 'New slots from Nova Slots',
    content: html('Ten new titles are live. <b>Try them now!</b>'),
  },
  { type: 'PL', title: 'Responsible gaming', content: html('Set deposit limits in the security centre.') },
  { type: 'PL', title: 'Faster withdrawals', content: html('Withdrawals now arrive within 15 minutes.') },
  {
    type: 'PL',
    title: 'Holiday schedule',
    content: html('Customer service is open 24/7 during the holidays.'),
  },
  { type: 'PU', title: 'Deposit bonus today', content: html('Get 20% extra on your first deposit today.') },
  { type: 'PU', title: 'Update your profile', content: html('Add a mobile number to secure your account.') },
  {
    type: 'H',
    title: 'Championship final tonight',
    content: html('Bet live on the final.'),
    linkage: 'https://video.example/final.mp4',
  },
  { type: 'H', title: 'Cockfight derby weekend', content: html('Derby weekend starts Friday.') },
  { type: 'H', title: 'Mega Lotto jackpot', content: html('The jackpot is over ₱50,000,000.') },
  { type: 'PR', title: 'Refer a friend', content: html('Earn a bonus for every friend who joins.') },
  { type: 'PR', title: 'VIP upgrade week', content: html('Double VIP points all week.') },
  { type: 'A', title: 'New rebate table', content: html('Agent rebates rise to 1.2% this month.') },
  { type: 'A', title: 'Dividend payout date', content: html('Dividends are paid on the 5th.') },
  { type: 'A', title: 'Team growth contest', content: html('Top 10 agents by new members win prizes.') },
];

const MINUTE_MS = 60 * 1000;

/** Announcements once per merchant; banner images point at the API's generated SVGs. */
export async function seedAnnouncements(db: Db, merchantCode: string, now: Date): Promise<void> {
  const any = await db
    .selectFrom('announcements')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  for (const [index, item] of SEED_ANNOUNCEMENTS.entries()) {
    const { id } = await db
      .insertInto('announcements')
      .values({
        merchant_code: merchantCode,
        type: item.type,
        title: item.title,
        content: item.content,
        group_name: item.groupName ?? null,
        url: null,
        linkage: item.linkage ?? null,
        sort_order: index,
        created_at: new Date(now.getTime() - index * 90 * MINUTE_MS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (item.type === 'B') {
      await db
        .updateTable('announcements')
        .set({ url: `/wps/static/banners/${id}.svg` })
        .where('id', '=', id)
        .execute();
    }
  }
}

/** Some notices already read, so unread counts start below the total. */
export async function seedReadMarks(
  db: Db,
  merchantCode: string,
  memberId: number,
  titles: string[],
  now: Date,
) {
  const rows = await db
    .selectFrom('announcements')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('title', 'in', titles)
    .execute();
  for (const row of rows) {
    await db
      .insertInto('announcement_reads')
      .values({ announcement_id: row.id, member_id: memberId, read_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['announcement_id', 'member_id']).doNothing())
      .execute();
  }
}

const INBOX = [
  { title: 'Welcome!', content: html('Thanks for joining. Your welcome bonus is waiting.'), read: 1 },
  { title: 'Deposit received', content: html('Your deposit has been credited.'), read: 1 },
  { title: 'Bonus credited', content: html('A daily bonus has been added to your wallet.'), read: 0 },
  { title: 'Security tip', content: html('Never share your password or SMS code.'), read: 0 },
];

export async function seedInbox(db: Db, memberId: number, now: Date): Promise<void> {
  const any = await db
    .selectFrom('inbox_messages')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await db
    .insertInto('inbox_messages')
    .values(
      INBOX.map((message, index) => ({
        member_id: memberId,
        ...message,
        created_at: new Date(now.getTime() - (INBOX.length - index) * 240 * MINUTE_MS).toISOString(),
      })),
    )
    .execute();
}
