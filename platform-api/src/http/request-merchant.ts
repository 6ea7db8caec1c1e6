import { DEFAULT_MERCHANT } from '@mobile/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/schema';
import { findMerchant, MERCHANT_CODE, type Merchant } from '../merchants/merchant-store';
import { badRequest, notFound } from './api-error';
import type { GuestCache } from './guest-cache';

/** A string parameter of the query or JSON body, ignoring any other shape. */
export function stringField(source: unknown, key: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** Header X-Merchant-Code, else the spec's merchantCode parameter, else the default merchant. */
export function merchantCodeOf(request: FastifyRequest): string {
  const header = request.headers['x-merchant-code'];
  const fromHeader = typeof header === 'string' && header !== '' ? header : undefined;
  return (
    fromHeader ??
    stringField(request.query, 'merchantCode') ??
    stringField(request.body, 'merchantCode') ??
    DEFAULT_MERCHANT
  );
}

export async function resolveMerchant(
  db: Db,
  request: FastifyRequest,
  cache?: GuestCache,
): Promise<Merchant> {
  const code = merchantCodeOf(request);
  if (!MERCHANT_CODE.test(code)) throw badRequest();
  const merchant = cache
    ? await cache.remember(`merchant ${code}`, () => findMerchant(db, code))
    : await findMerchant(db, code);
  if (!merchant) throw notFound();
  return merchant;
}

/**
 * The request's merchant when the guest cache holds it (every request after the first), without a promise;
 * undefined sends the caller to `resolveMerchant`, which also says why a code is refused.
 */
export function cachedMerchant(request: FastifyRequest, cache: GuestCache): Merchant | undefined {
  const code = merchantCodeOf(request);
  return MERCHANT_CODE.test(code) ? cache.peek<Merchant>(`merchant ${code}`) : undefined;
}
