import {
  DEFAULT_LANGUAGE,
  FRAME_COOKIES,
  isLanguage,
  type LanguageCode,
  resolveMerchant,
} from '@mobile/shared-contracts';
import { type MemberDraw, memberDrawOf } from './member-draw';

export interface FrameRequest {
  merchantCode: string;
  language: LanguageCode;
  signedIn: boolean;
  /** The signed-in player's member type from the shell's hint; null for a guest or an older hint. */
  memberType: number | null;
  downloadClosed: boolean;
  /** The draw-only credential and its hints (decisions 0641, 0642), when the request carries them all. */
  memberDraw: MemberDraw | null;
}

const MEMBER_TYPE = /^\d{1,3}$/;

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // a malformed value is ignored, as the browser's own reader would
    }
  }
  return cookies;
}

/** Same resolution as the shell's (shared-contracts `resolveMerchant`), with the override from its cookie. */
export function frameRequestOf(
  hostHeader: string | undefined,
  cookieHeader: string | undefined,
): FrameRequest {
  const cookies = parseCookies(cookieHeader);
  const hostname = (hostHeader ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  const language = cookies.get(FRAME_COOKIES.language);
  const signedIn = cookies.get(FRAME_COOKIES.signedIn) === '1';
  const memberType = cookies.get(FRAME_COOKIES.memberType) ?? '';
  return {
    merchantCode: resolveMerchant({ hostname, override: cookies.get(FRAME_COOKIES.merchant) ?? null }),
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    signedIn,
    memberType: signedIn && MEMBER_TYPE.test(memberType) ? Number(memberType) : null,
    downloadClosed: cookies.get(FRAME_COOKIES.downloadClosed) === '1',
    memberDraw: memberDrawOf(cookies),
  };
}
