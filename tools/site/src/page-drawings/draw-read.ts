import { DRAW_MEMBER_HEADER, DRAW_TOKEN_HEADER } from '@mobile/shared-contracts';
import { apiValue } from '../api-value';
import type { MemberDraw } from '../home-frame/member-draw';

/** A draw read must answer within this, or the page is not drawn (the plain frame). */
const DRAW_READ_TIMEOUT_MS = 800;

/**
 * One of the platform's draw reads (`path`, a `DRAW_READS` route with its query) for this request's member
 * draw (docs/decisions/0641), asked per page request and never kept: no cache, no memo, no promise shared
 * with another request. Null when it refuses (a bad or dead cookie, the hint naming someone else), fails or
 * is late.
 */
export async function drawReadAnswer<T>(
  apiOrigin: string,
  merchantCode: string,
  draw: MemberDraw,
  path: string,
): Promise<T | null> {
  try {
    return await apiValue<T>({
      apiOrigin,
      path,
      headers: {
        'X-Merchant-Code': merchantCode,
        [DRAW_TOKEN_HEADER]: draw.token,
        [DRAW_MEMBER_HEADER]: draw.member,
      },
      timeoutMs: DRAW_READ_TIMEOUT_MS,
    });
  } catch {
    return null;
  }
}
