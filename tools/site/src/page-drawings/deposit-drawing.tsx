/* @jsxRuntime automatic */

import type { DrawingCatalogue } from '@mobile/react-kit/drawing-root';
import { DepositPageDrawing } from '@mobile/remote-wallet/src/features/deposit/deposit-drawing';
import {
  type ConsolidatedSettings,
  type DepositDrawing,
  DRAW_READS,
  ENDPOINTS,
  type LanguageCode,
} from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { merchantApiValue } from '../api-value';
import type { MemberDraw } from '../home-frame/member-draw';
import { keyedCache } from '../keyed-cache';
import { drawReadAnswer } from './draw-read';

/** The API must answer within this, or the page is not drawn (the plain frame, as before). */
const API_TIMEOUT_MS = 800;
/** The merchant's settings (public: the channel picker's template) are kept this long per merchant. */
export const SETTINGS_TTL_MS = 5_000;

/** The merchant's settings as the shell's start asks them (public data), one call per merchant per TTL. */
export function cachedSettings(apiOrigin: string, now: () => number = Date.now) {
  const cache = keyedCache<ConsolidatedSettings>(
    async (merchantCode) => {
      const settings = await merchantApiValue(
        apiOrigin,
        merchantCode,
        API_TIMEOUT_MS,
      )<ConsolidatedSettings | undefined>(ENDPOINTS.consolidatedSettings.path);
      return settings?.switches && settings.mobileTemplate ? settings : null;
    },
    (settings) => (settings ? SETTINGS_TTL_MS : 0),
    now,
  );
  return (merchantCode: string) => cache(merchantCode);
}

/**
 * The member's deposit draw read (docs/decisions/0671), asked per page request and never kept: no cache,
 * no memo, no promise shared with another request. Null when it refuses (a bad or dead cookie, the hint
 * naming someone else, free play), fails or is late.
 */
export async function depositAnswers(
  apiOrigin: string,
  merchantCode: string,
  draw: MemberDraw,
): Promise<DepositDrawing | null> {
  return drawReadAnswer<DepositDrawing>(apiOrigin, merchantCode, draw, DRAW_READS.deposit);
}

/**
 * A member's /m/voucherCenter (decision 0671): the page as it commits once its channels, promotions and
 * wallet are in, for the member the draw read answered for. Nothing without an answer or settings, for an
 * answer of any other member than the hint names, for an address with a query (`?order=`: the gateway's
 * return, its own calls) or without channels (the page's empty state, not its largest paint).
 */
export function drawDeposit(
  answers: DepositDrawing | null,
  settings: ConsolidatedSettings | null,
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>,
  request: { language: LanguageCode; memberDraw: MemberDraw; search: string },
): ReactNode | null {
  if (!answers || !settings || request.search !== '') return null;
  if (String(answers.member?.id) !== request.memberDraw.member) return null;
  if (!Array.isArray(answers.channels) || answers.channels.length === 0 || !Array.isArray(answers.promos))
    return null;
  if (typeof answers.wallet?.currencySymbol !== 'string') return null;
  return (
    <DepositPageDrawing
      language={request.language}
      catalogues={catalogues}
      settings={settings}
      answers={answers}
    />
  );
}
