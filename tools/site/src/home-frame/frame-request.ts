import {
  DEFAULT_LANGUAGE,
  FRAME_COOKIES,
  isLanguage,
  type LanguageCode,
  resolveMerchant,
} from '@mobile/shared-contracts';

export interface FrameRequest {
  merchantCode: string;
  language: LanguageCode;
  signedIn: boolean;
  downloadClosed: boolean;
}

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
  return {
    merchantCode: resolveMerchant({ hostname, override: cookies.get(FRAME_COOKIES.merchant) ?? null }),
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    signedIn: cookies.get(FRAME_COOKIES.signedIn) === '1',
    downloadClosed: cookies.get(FRAME_COOKIES.downloadClosed) === '1',
  };
}
