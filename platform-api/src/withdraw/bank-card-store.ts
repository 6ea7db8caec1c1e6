import { type BankCard, MAX_BANK_CARDS, maskCardNumber } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';

export async function listWithdrawBanks(db: Db, merchantCode: string) {
  return db
    .selectFrom('withdraw_banks')
    .select(['code', 'name'])
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort_order')
    .execute();
}

const cardView = (row: {
  id: number;
  bank_code: string;
  bank_name: string;
  holder_name: string;
  card_number: string;
}): BankCard => ({
  id: row.id,
  bankCode: row.bank_code,
  bankName: row.bank_name,
  holderName: row.holder_name,
  maskedNumber: maskCardNumber(row.card_number),
});

export async function listBankCards(db: Db, memberId: number): Promise<BankCard[]> {
  const rows = await db
    .selectFrom('bank_cards')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map(cardView);
}

/** A card of the merchant's withdraw-bank list; its holder is the member's payee name, never typed. */
export async function addBankCard(
  db: Db,
  card: { memberId: number; merchantCode: string; bankCode: string; cardNumber: string },
  now = new Date(),
): Promise<BankCard> {
  const bank = await db
    .selectFrom('withdraw_banks')
    .select('name')
    .where('merchant_code', '=', card.merchantCode)
    .where('code', '=', card.bankCode)
    .executeTakeFirst();
  if (!bank) throw new ApiError('BAD_REQUEST', 400);
  const member = await db
    .selectFrom('members')
    .select('payee_name')
    .where('id', '=', card.memberId)
    .executeTakeFirst();
  if (!member?.payee_name) throw new ApiError('PAYEE_NAME_REQUIRED', 409);
  const cards = await listBankCardNumbers(db, card.memberId);
  if (cards.includes(card.cardNumber)) throw new ApiError('BANK_CARD_EXISTS', 409);
  if (cards.length >= MAX_BANK_CARDS) throw new ApiError('BANK_CARD_LIMIT', 409);
  const row = await db
    .insertInto('bank_cards')
    .values({
      member_id: card.memberId,
      bank_code: card.bankCode,
      bank_name: bank.name,
      holder_name: member.payee_name,
      card_number: card.cardNumber,
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return cardView(row);
}

async function listBankCardNumbers(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('bank_cards')
    .select('card_number')
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((row) => row.card_number);
}

export async function findMemberCard(db: Db, memberId: number, cardId: number) {
  return (
    (await db
      .selectFrom('bank_cards')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('id', '=', cardId)
      .executeTakeFirst()) ?? null
  );
}
