/* @jsxRuntime automatic */

import type { DrawingCatalogue } from '@mobile/react-kit/drawing-root';
import { LotteryDrawing } from '@mobile/remote-games/src/features/lottery/lottery-drawing';
import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  type LotteryGame,
  type LotteryList,
  POPULAR_LOTTERY_SHOWN,
} from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { merchantApiValue } from '../api-value';
import { keyedCache } from '../keyed-cache';

/** The API must answer within this, or the page is not drawn (the plain index.html, as before). */
const API_TIMEOUT_MS = 800;
/** The lists are kept this long per merchant and language: a game opened or closed reaches the drawing soon. */
export const LOTTERY_TTL_MS = 5_000;

/** What /m/lottery's two first calls answered (games-pages.ts `lottery`). */
export interface LotteryAnswers {
  list: LotteryList;
  popular: LotteryGame[];
}

/**
 * The opened lottery games and the popular ones of a merchant in a language (public data, the calls a
 * guest's /m/lottery makes first, asked as its API client asks them), one pair of calls per merchant and
 * language per LOTTERY_TTL_MS; null when either did not answer in time.
 */
export function cachedLottery(apiOrigin: string, now: () => number = Date.now) {
  const cache = keyedCache<LotteryAnswers>(
    async (key) => {
      const [merchantCode = '', language = DEFAULT_LANGUAGE] = key.split(' ');
      const ask = merchantApiValue(apiOrigin, merchantCode, API_TIMEOUT_MS);
      const [list, popular] = await Promise.all([
        ask<LotteryList | undefined>(`/lotto/lgw/games/opened/numero?${new URLSearchParams({ language })}`),
        ask<LotteryGame[] | undefined>(
          `/lgw/games/popular?${new URLSearchParams({ language, limit: String(POPULAR_LOTTERY_SHOWN) })}`,
        ),
      ]);
      return Array.isArray(list?.games) && Array.isArray(popular) ? { list, popular } : null;
    },
    (answers) => (answers ? LOTTERY_TTL_MS : 0),
    now,
  );
  return (merchantCode: string, language: LanguageCode) => cache(`${merchantCode} ${language}`);
}

/**
 * /m/lottery for a guest: the page as it stands once its lists are in (its largest paint is the popular
 * section's heading). Nothing when the calls failed or no game is open (the page's empty state), and
 * nothing for a signed-in player (decision 0621: the brief's guest; the lists are the same, the rest of a
 * member's first render is not this service's to know).
 */
export function drawLottery(
  answers: LotteryAnswers | null,
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>,
  request: { signedIn: boolean; language: LanguageCode },
): ReactNode | null {
  if (request.signedIn || !answers || answers.list.games.length === 0) return null;
  return (
    <LotteryDrawing
      language={request.language}
      catalogues={catalogues}
      list={answers.list}
      popular={answers.popular}
    />
  );
}
