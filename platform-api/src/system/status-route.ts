import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { success } from '../http/envelope';
import { sendJson } from '../http/register-endpoint';
import { cachedMerchant, resolveMerchant } from '../http/request-merchant';
import type { Merchant } from '../merchants/merchant-store';

/** Stands for the caller's IP in the cached answer; never a value an address can take. */
const IP_SLOT = '\u0000ip\u0000';

function statusValue(merchant: Merchant, ip: string) {
  return {
    info: merchant.statusInfo,
    // No geo-IP database ships with the reference server; region restriction is an operator flag.
    location: { ip, country: null },
    maintenance: merchant.maintenance,
    regionRestriction: merchant.regionRestriction,
  };
}

/**
 * The serialized answer in two parts around the caller's IP, checked against the response contract once.
 * Exported for its test.
 */
export function statusAroundIp(merchant: Merchant): [string, string] {
  const value = v.parse(ENDPOINTS.status.response, statusValue(merchant, IP_SLOT));
  const [head, tail] = JSON.stringify(success(value)).split(JSON.stringify(IP_SLOT));
  if (head === undefined || tail === undefined) throw new Error('status answer without its IP slot');
  return [head, tail];
}

/**
 * The shell's start-up gate (SPEC 4: systemStatusOf turns these flags into 0, 1 or 2), asked by every
 * visitor first. The answer is the same for every guest of a merchant but for the caller's IP: kept
 * serialized in the guest cache (fresh while the data is unchanged, so an operator's switch shows on the
 * next request) with the IP spliced in, instead of validating and serializing it on every request.
 * Takes no parameters (its request schema is the empty object), so there is nothing to validate.
 */
export function registerStatusRoute(app: FastifyInstance): void {
  app.route({
    method: ENDPOINTS.status.method,
    url: ENDPOINTS.status.path,
    handler: async (request, reply) => {
      const { db, guestCache } = app.deps;
      // Both looked up without a promise when cached (nearly every call): the answer awaits nothing.
      const merchant =
        cachedMerchant(request, guestCache) ?? (await resolveMerchant(db, request, guestCache));
      const key = `status ${merchant.code}`;
      const [head, tail] =
        guestCache.peek<[string, string]>(key) ??
        (await guestCache.remember(key, async () => statusAroundIp(merchant)));
      return sendJson(reply, `${head}${JSON.stringify(request.ip)}${tail}`);
    },
  });
}
