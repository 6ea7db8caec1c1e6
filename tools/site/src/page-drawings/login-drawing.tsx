/* @jsxRuntime automatic */

import type { DrawingCatalogue } from '@mobile/react-kit/drawing-root';
import { LoginDrawing } from '@mobile/remote-member/src/features/auth-common/login-drawing';
import {
  type AnnouncementList,
  announcementRequest,
  authBannerImageSrc,
  type ConsolidatedSettings,
  ENDPOINTS,
  type LanguageCode,
  LOGIN_BANNER_GROUP,
  type MerchantManifest,
} from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { merchantApiValue } from '../api-value';
import { keyedCache } from '../keyed-cache';

/** The API must answer within this, or the page is not drawn (the plain index.html, as before). */
const API_TIMEOUT_MS = 800;
/** The settings and banner are kept this long per merchant: a changed banner reaches the drawing soon. */
export const LOGIN_TTL_MS = 5_000;

/** What a guest's /m/login reads in its first render besides the catalogues. */
export interface LoginAnswers {
  settings: ConsolidatedSettings;
  banner: AnnouncementList;
}

/**
 * The merchant's settings and the login tab's banner (public data, asked as the shell's and the page's API
 * client ask them), one pair of calls per merchant per LOGIN_TTL_MS; null when either did not answer in time.
 */
export function cachedLogin(apiOrigin: string, now: () => number = Date.now) {
  const cache = keyedCache<LoginAnswers>(
    async (merchantCode) => {
      const ask = merchantApiValue(apiOrigin, merchantCode, API_TIMEOUT_MS);
      const query = new URLSearchParams(announcementRequest(merchantCode, 'B', LOGIN_BANNER_GROUP));
      const [settings, banner] = await Promise.all([
        ask<ConsolidatedSettings | undefined>(ENDPOINTS.consolidatedSettings.path),
        ask<AnnouncementList | undefined>(`${ENDPOINTS.announcements.path}?${query}`),
      ]);
      return settings?.switches && Array.isArray(banner?.content) ? { settings, banner } : null;
    },
    (answers) => (answers ? LOGIN_TTL_MS : 0),
    now,
  );
  return (merchantCode: string) => cache(merchantCode);
}

/**
 * /m/login for a guest (decision 0631): the page as it stands once its banner is in, its fields empty and
 * inert until the parcel takes over (the host's `inert`, page-drawings.tsx; a query such as `?returnTo=`
 * changes no markup). Nothing when the calls failed or the group has no banner image, and nothing for a
 * signed-in player (the page is a guest's).
 */
export function drawLogin(
  answers: LoginAnswers | null,
  manifest: MerchantManifest,
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>,
  request: { signedIn: boolean; language: LanguageCode; hostname: string },
): ReactNode | null {
  if (request.signedIn || !answers) return null;
  // No banner image: the page shows its default one, an image of its bundle the service has no address of.
  const image = answers.banner.content.some((item) =>
    authBannerImageSrc(item.url, answers.settings.imageCdns),
  );
  if (!image) return null;
  return (
    <LoginDrawing
      language={request.language}
      catalogues={catalogues}
      merchant={{ manifest, settings: answers.settings }}
      banners={[answers.banner]}
      hostname={request.hostname}
    />
  );
}
