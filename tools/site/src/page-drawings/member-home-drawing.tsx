/* @jsxRuntime automatic */

import type { DrawingCatalogue } from '@mobile/react-kit/drawing-root';
import { MemberCentreDrawing } from '@mobile/remote-member/src/features/member-centre/member-centre-drawing';
import {
  DRAW_READS,
  ENDPOINTS,
  type LanguageCode,
  type MemberHomeDrawing,
  type Whitelabel,
} from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { merchantApiValue } from '../api-value';
import type { MemberDraw } from '../home-frame/member-draw';
import { keyedCache } from '../keyed-cache';
import { drawReadAnswer } from './draw-read';

/** The API must answer within this, or the page is not drawn (the plain frame, as before). */
const API_TIMEOUT_MS = 800;
/** The merchant's whitelabel (public: the entries it shows) is kept this long per merchant. */
export const WHITELABEL_TTL_MS = 5_000;

/** The merchant's whitelabel as the shell's start asks it (public data), one call per merchant per TTL. */
export function cachedWhitelabel(apiOrigin: string, now: () => number = Date.now) {
  const cache = keyedCache<Whitelabel>(
    async (merchantCode) => {
      const whitelabel = await merchantApiValue(
        apiOrigin,
        merchantCode,
        API_TIMEOUT_MS,
      )<Whitelabel | undefined>(ENDPOINTS.whitelabel.path);
      return Array.isArray(whitelabel?.features) ? whitelabel : null;
    },
    (whitelabel) => (whitelabel ? WHITELABEL_TTL_MS : 0),
    now,
  );
  return (merchantCode: string) => cache(merchantCode);
}

/**
 * The member's draw read (docs/decisions/0641), asked per page request and never kept: no cache, no memo,
 * no promise shared with another request (another member, or this one after sign-out, must never get it).
 * Null when it refuses (a bad or dead cookie, the hint naming someone else), fails or is late.
 */
export async function memberHomeAnswers(
  apiOrigin: string,
  merchantCode: string,
  draw: MemberDraw,
): Promise<MemberHomeDrawing | null> {
  return drawReadAnswer<MemberHomeDrawing>(apiOrigin, merchantCode, draw, DRAW_READS.memberHome);
}

/**
 * A member's /m/member/home (decision 0642): the page as it commits once its three first calls are in, for
 * the member the draw read answered for. Nothing without an answer or whitelabel, for an answer of any
 * other member than the hint names, or for a member without an identity check (free play: the page asks
 * them to register instead).
 */
export function drawMemberHome(
  answers: MemberHomeDrawing | null,
  whitelabel: Whitelabel | null,
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>,
  request: { language: LanguageCode; memberDraw: MemberDraw },
): ReactNode | null {
  if (!answers || !whitelabel || String(answers.member?.id) !== request.memberDraw.member) return null;
  const { kyc } = answers;
  if (!kyc || !answers.wallet) return null;
  return (
    <MemberCentreDrawing
      language={request.language}
      catalogues={catalogues}
      whitelabel={whitelabel}
      answers={{ ...answers, kyc }}
      balanceHidden={request.memberDraw.balanceHidden}
    />
  );
}
