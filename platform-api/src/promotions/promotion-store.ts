import { type Promotion, promotionStatus } from '@mobile/shared-contracts';
import { isoDay } from '../common/date-range';
import { safeOperatorHtml } from '../content/operator-html';
import type { Db } from '../db/schema';

type Row = {
  id: number;
  code: string;
  title: string;
  summary: string;
  content: string;
  kind: 'apply' | 'signin' | 'info';
  starts_at: string;
  ends_at: string;
};

const COLUMNS = ['id', 'code', 'title', 'summary', 'content', 'kind', 'starts_at', 'ends_at'] as const;

export async function findPromotion(db: Db, merchantCode: string, id: number): Promise<Row | undefined> {
  return db
    .selectFrom('promotions')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('merchant_code', '=', merchantCode)
    .executeTakeFirst();
}

/** Each promotion with the status it shows to this member (guests: only coming / closed). */
export async function listPromotions(
  db: Db,
  merchantCode: string,
  memberId: number | null,
  now: Date,
): Promise<Promotion[]> {
  const rows = await db
    .selectFrom('promotions')
    .select(COLUMNS)
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const entries = memberId
    ? await db
        .selectFrom('promotion_entries')
        .select(['promotion_id', 'status'])
        .where('member_id', '=', memberId)
        .execute()
    : [];
  const signed = memberId
    ? await db
        .selectFrom('promotion_signins')
        .select('promotion_id')
        .where('member_id', '=', memberId)
        .where('day', '=', isoDay(now))
        .execute()
    : [];
  return rows.map((row) =>
    toPromotion(
      row,
      entries.find((e) => e.promotion_id === row.id)?.status ?? null,
      signed.some((s) => s.promotion_id === row.id),
      now,
    ),
  );
}

export function toPromotion(
  row: Row,
  entry: 'applying' | 'rejected' | 'issued' | 'claimed' | null,
  signedToday: boolean,
  now: Date,
): Promotion {
  const status = promotionStatus(
    { kind: row.kind, startsAt: row.starts_at, endsAt: row.ends_at, entry, signedToday },
    now,
  );
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    summary: row.summary,
    content: safeOperatorHtml(row.content),
    kind: row.kind,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status,
  };
}

/** One application per member and promotion (the primary key); a second one changes nothing. */
export async function applyOnce(db: Db, promotionId: number, memberId: number, now: Date) {
  const at = now.toISOString();
  await db
    .insertInto('promotion_entries')
    .values({
      promotion_id: promotionId,
      member_id: memberId,
      status: 'applying',
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('promotion_entries')
    .select('status')
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** One sign-in per member, promotion and day. */
export async function signInToday(db: Db, promotionId: number, memberId: number, now: Date): Promise<void> {
  await db
    .insertInto('promotion_signins')
    .values({
      promotion_id: promotionId,
      member_id: memberId,
      day: isoDay(now),
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'day']).doNothing())
    .execute();
}
