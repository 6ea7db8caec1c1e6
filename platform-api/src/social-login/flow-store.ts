import type { SocialProviderId } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { forbidden } from '../http/api-error';
import { hashToken } from '../security/token';
import { FLOW_TTL_MS } from './flow-cookie';
import type { FlowSecrets, ProviderIdentity } from './oidc-client';

export type FlowStage = 'started' | 'exchanging' | 'link' | 'register';

export interface SocialFlow extends FlowSecrets {
  id: string;
  provider: SocialProviderId;
  stage: FlowStage;
  identity: ProviderIdentity | null;
  memberId: number | null;
}

/** A flow whose cookie is missing, expired, of another merchant or at another stage: one refusal. */
export const flowRefused = () => forbidden();

export async function createFlow(
  db: Db,
  merchantCode: string,
  provider: SocialProviderId,
  binding: string,
  secrets: FlowSecrets,
  now: Date,
): Promise<void> {
  // Expired flows of anyone go as new ones arrive: the table holds at most ten minutes of starts.
  await db.deleteFrom('social_flows').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('social_flows')
    .values({
      id: hashToken(binding),
      merchant_code: merchantCode,
      provider,
      stage: 'started',
      state: secrets.state,
      nonce: secrets.nonce,
      code_verifier: secrets.codeVerifier,
      subject: null,
      claims: null,
      member_id: null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + FLOW_TTL_MS).toISOString(),
    })
    .execute();
}

/** The live flow this browser's cookie names, at `stage`, or the refusal. */
export async function requireFlow(
  db: Db,
  merchantCode: string,
  binding: string | null,
  stage: FlowStage,
  now: Date,
): Promise<SocialFlow> {
  if (!binding) throw flowRefused();
  const row = await db
    .selectFrom('social_flows')
    .selectAll()
    .where('id', '=', hashToken(binding))
    .where('merchant_code', '=', merchantCode)
    .where('stage', '=', stage)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) throw flowRefused();
  return {
    id: row.id,
    provider: row.provider as SocialProviderId,
    stage: row.stage as FlowStage,
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    identity: row.claims ? (JSON.parse(row.claims) as ProviderIdentity) : null,
    memberId: row.member_id,
  };
}

/** Moves the flow on from `from`; false when another request moved it first (each stage is used once). */
export async function advanceFlow(
  db: Db,
  flow: SocialFlow,
  from: FlowStage,
  to: FlowStage,
  identity: ProviderIdentity | null = flow.identity,
  memberId: number | null = flow.memberId,
): Promise<boolean> {
  const result = await db
    .updateTable('social_flows')
    .set({
      stage: to,
      subject: identity?.subject ?? null,
      claims: identity ? JSON.stringify(identity) : null,
      member_id: memberId,
    })
    .where('id', '=', flow.id)
    .where('stage', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteFlow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('social_flows').where('id', '=', id).execute();
}
