import type { ApiError, LoginResult } from '@mobile/shared-contracts';

export const COUNTRIES = [
  { code: 'PH', name: 'Philippines', dialingCode: '63', isDefault: true },
  { code: 'VN', name: 'Vietnam', dialingCode: '84', isDefault: false },
];

export const EMPTY_BANNERS = { content: [], footer: { unreadCount: 0 } };

export const LOGIN_RESULT: LoginResult = {
  token: 'tok-1',
  userName: 'player1',
  type: 1,
  firstTimeLogin: false,
};

/** An error as the shell's API client throws it. */
export function apiError(code: string, value: unknown = null, messageKey = `error.${code}`): ApiError {
  return { name: 'ApiError', code, messageKey, status: 400, value };
}

let captchaCount = 0;
export function nextCaptcha() {
  captchaCount += 1;
  return {
    captchaId: `cid-${captchaCount}`,
    image: `data:image/svg+xml;base64,${btoa(`<svg>${captchaCount}</svg>`)}`,
  };
}

/** Canned answers every auth screen asks for. */
export const BASE_HANDLERS = {
  country: () => COUNTRIES,
  announcements: () => EMPTY_BANNERS,
  hotGames: () => [],
  captcha: () => nextCaptcha(),
};
