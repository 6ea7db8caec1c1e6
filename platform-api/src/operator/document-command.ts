import { readFile } from 'node:fs/promises';
import { SITE_DOCUMENT_KINDS } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { findMerchant } from '../merchants/merchant-store';
import { choice, merchantFlag, parseFlags, required } from './parse-args';
import { UsageError } from './usage-error';

const LANGUAGES = ['EN', 'TY', 'CN', 'JA', 'TH', 'VI'] as const;
/** A long legal text fits; a mistaken file (an image, a log) does not. */
export const DOCUMENT_MAX_CHARACTERS = 100_000;

/**
 * document: sets the merchant's terms of use or privacy policy in one language (HTML from --file or
 * --content; the API sanitises it), or --remove yes to go back to the site's built-in short text.
 */
export async function documentCommand(db: Db, args: string[]): Promise<unknown> {
  const flags = parseFlags(args, ['merchant', 'kind', 'language', 'file', 'content', 'remove']);
  const merchant = merchantFlag(flags);
  if (!(await findMerchant(db, merchant))) throw new UsageError(`unknown merchant '${merchant}'`);
  const kind = choice(flags, 'kind', SITE_DOCUMENT_KINDS);
  if (!kind) throw new UsageError(`--kind must be one of ${SITE_DOCUMENT_KINDS.join(', ')}`);
  const language = choice(flags, 'language', LANGUAGES) ?? 'EN';
  const key = { merchant_code: merchant, kind, language };
  if (flags.remove !== undefined) {
    const result = await db
      .deleteFrom('site_documents')
      .where('merchant_code', '=', merchant)
      .where('kind', '=', kind)
      .where('language', '=', language)
      .executeTakeFirst();
    return { ...key, removed: Number(result.numDeletedRows) };
  }
  if ((flags.file === undefined) === (flags.content === undefined))
    throw new UsageError('give the text with --file <path> or --content <html>, not both');
  const content = flags.file === undefined ? required(flags, 'content') : await readFile(flags.file, 'utf8');
  if (content.trim() === '') throw new UsageError('the text is empty');
  if ([...content].length > DOCUMENT_MAX_CHARACTERS)
    throw new UsageError(`the text is limited to ${DOCUMENT_MAX_CHARACTERS} characters`);
  const updatedAt = new Date().toISOString();
  await db
    .insertInto('site_documents')
    .values({ ...key, content, updated_at: updatedAt })
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'kind', 'language']).doUpdateSet({ content, updated_at: updatedAt }),
    )
    .execute();
  return { ...key, characters: [...content].length, updatedAt };
}
