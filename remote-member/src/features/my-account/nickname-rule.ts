import { isValidNickname, NICKNAME_MAX } from '@mobile/shared-contracts';

export { NICKNAME_MAX };

/** The one nickname rule (shared-contracts), checked before sending. */
export function checkNickname(value: string): 'account.nicknameRequired' | 'account.nicknameFormat' | null {
  const nickname = value.trim();
  if (nickname === '') return 'account.nicknameRequired';
  return isValidNickname(nickname) ? null : 'account.nicknameFormat';
}
