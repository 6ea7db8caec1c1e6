import type { Db } from '../../db/schema';

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/** The help centre's topics (English; other languages fall back to these until the operator adds them). */
export const SEED_HELP_TOPICS: { title: string; content: string }[] = [
  {
    title: 'How to register',
    content: p(
      'Tap <b>Register</b> at the top of the home page.',
      'Choose a username and a password, or register with your mobile number and the SMS code we send you.',
    ),
  },
  {
    title: 'How to deposit',
    content: p(
      'Open <b>Deposit</b> from the tab bar, pick a payment method and enter the amount.',
      'Deposits usually arrive within a few minutes.',
    ),
  },
  {
    title: 'How to withdraw',
    content: p(
      'Open <b>Withdraw</b> from the member centre, choose your bank card and enter the amount.',
      'Withdrawals arrive within 15 minutes on most days.',
    ),
  },
  {
    title: 'Account security',
    content: p(
      'Use a password you do not use anywhere else, and never share your codes.',
      '<a href="https://www.example.org/security">Read more about keeping your account safe</a>',
    ),
  },
  {
    title: 'Responsible gaming',
    content: p('Play for fun. Set limits in the security centre and take breaks.'),
  },
];

export async function seedHelpTopics(db: Db, merchantCode: string): Promise<void> {
  const any = await db
    .selectFrom('help_topics')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await db
    .insertInto('help_topics')
    .values(
      SEED_HELP_TOPICS.map((topic, index) => ({
        merchant_code: merchantCode,
        language: 'EN',
        sort_order: index,
        ...topic,
        active: 1,
      })),
    )
    .execute();
}
