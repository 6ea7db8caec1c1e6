import { randomBytes } from 'node:crypto';
import type { Db } from '../db/schema';

/** The HMAC keys an API instance signs with; every instance must hold the same ones. */
export interface SharedSecrets {
  /** Game launch, lottery and chat tickets (the chat ones under their own domain). */
  launch: Buffer;
  /** Payment gateway callbacks and links; configure it when a real gateway shares it. */
  paymentGateway: Buffer;
  /** Seals members' authenticator secrets at rest (AES-256-GCM, docs/decisions/0351). */
  totp: Buffer;
}

const SOURCES: Record<keyof SharedSecrets, { name: string; env: string }> = {
  launch: { name: 'launch', env: 'LAUNCH_SECRET' },
  paymentGateway: { name: 'payment-gateway', env: 'PAYMENT_GATEWAY_SECRET' },
  totp: { name: 'totp', env: 'TOTP_SECRET_KEY' },
};

export const MIN_SECRET_LENGTH = 32;

/**
 * One secret: the environment's value when set (32+ characters, the same on every instance), else the
 * one kept in the database, made by whichever instance asks first (an insert that yields to an earlier
 * one, then a read), so a ticket signed by one instance is accepted by every other, as the credential
 * keys are.
 */
export async function sharedSecret(
  db: Db,
  which: keyof SharedSecrets,
  env: NodeJS.ProcessEnv = process.env,
  now: Date = new Date(),
): Promise<Buffer> {
  const { name, env: variable } = SOURCES[which];
  const configured = env[variable];
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(`${variable} must be at least ${MIN_SECRET_LENGTH} characters`);
    return Buffer.from(configured, 'utf8');
  }
  await db
    .insertInto('shared_secrets')
    .values({ name, secret: randomBytes(32).toString('base64url'), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('shared_secrets')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.secret, 'base64url');
}

/** The secrets, read once when the app starts. */
export async function loadSharedSecrets(
  db: Db,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SharedSecrets> {
  return {
    launch: await sharedSecret(db, 'launch', env),
    paymentGateway: await sharedSecret(db, 'paymentGateway', env),
    totp: await sharedSecret(db, 'totp', env),
  };
}
