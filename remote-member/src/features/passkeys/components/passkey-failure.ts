import { isApiError } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';

/** What a failed passkey call says: the server's catalogue message, else a plain "could not save". */
export function usePasskeyFailureText() {
  const { t } = useTranslation(MEMBER_NS);
  return (error: unknown) =>
    isApiError(error) ? t(error.messageKey, { ns: 'common' }) : t('passkeys.failed');
}
