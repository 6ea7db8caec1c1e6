import { NICKNAME_MAX, NICKNAME_PATTERN } from '@mobile/shared-contracts';

export { NICKNAME_MAX };

/** The server's nickname rule (2–20 letters, digits, spaces, . _ -), checked before sending. */
export function checkNickname(value: string): 'account.nicknameRequired' | 'account.nicknameFormat' | null {
  const nickname = value.trim();
  if (nickname === '') return 'account.nicknameRequired';
  return NICKNAME_PATTERN.test(nickname) ? null : 'account.nicknameFormat';
}
