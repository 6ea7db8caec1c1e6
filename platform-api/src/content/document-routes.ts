import {
  ENDPOINTS,
  SITE_DOCUMENT_KINDS,
  type SiteDocumentKind,
  type SiteDocuments,
} from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/schema';
import { registerEndpoint } from '../http/register-endpoint';
import { safeOperatorHtml } from './operator-html';

const FALLBACK_LANGUAGE = 'EN';

/**
 * The merchant's terms and policy in the language, each falling back to English on its own; null where
 * neither exists (the site then shows its built-in short text).
 */
export async function siteDocuments(db: Db, merchantCode: string, language: string): Promise<SiteDocuments> {
  const rows = await db
    .selectFrom('site_documents')
    .select(['kind', 'language', 'content', 'updated_at'])
    .where('merchant_code', '=', merchantCode)
    .where('language', 'in', [language, FALLBACK_LANGUAGE])
    .execute();
  const pick = (kind: SiteDocumentKind) => {
    const row =
      rows.find((r) => r.kind === kind && r.language === language) ??
      rows.find((r) => r.kind === kind && r.language === FALLBACK_LANGUAGE);
    return row ? { content: safeOperatorHtml(row.content), updatedAt: row.updated_at } : null;
  };
  const [terms, policy] = SITE_DOCUMENT_KINDS.map(pick);
  return { terms: terms ?? null, policy: policy ?? null };
}

/** SPEC 'terms and user agreement': public, cached briefly by browsers like the help centre. */
export function registerDocumentRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.siteDocuments, ({ input, merchant, deps }) =>
    siteDocuments(deps.db, merchant.code, input.lang),
  );
}
