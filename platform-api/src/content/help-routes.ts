import { ENDPOINTS, type HelpTopic } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/schema';
import { registerEndpoint } from '../http/register-endpoint';
import { safeOperatorHtml } from './operator-html';

const FALLBACK_LANGUAGE = 'EN';

async function activeTopics(db: Db, merchantCode: string, language: string): Promise<HelpTopic[]> {
  const topics = await db
    .selectFrom('help_topics')
    .select(['title', 'content'])
    .where('merchant_code', '=', merchantCode)
    .where('language', '=', language)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return topics.map((topic) => ({ title: topic.title, content: safeOperatorHtml(topic.content) }));
}

/** SPEC help centre: active topics in the player's language, else the English ones. */
export function registerHelpRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.helpCentre, async ({ input, merchant, deps }) => {
    const topics = await activeTopics(deps.db, merchant.code, input.lang);
    if (topics.length > 0 || input.lang === FALLBACK_LANGUAGE) return topics;
    return activeTopics(deps.db, merchant.code, FALLBACK_LANGUAGE);
  });
}
