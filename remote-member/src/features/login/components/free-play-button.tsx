/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useMount } from '@mobile/react-kit';
import { HOME_PATH } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useFreePlay } from '../api/use-free-play';

/** SPEC trial login: a type-4 session, then the route is replaced with /m/home. */
export function FreePlayButton() {
  const { t } = useTranslation();
  const { bus, merchant, navigate } = useMount();
  const freePlay = useFreePlay();
  const start = async () => {
    try {
      const trial = await freePlay.mutateAsync();
      const session = {
        token: trial.token,
        merchantCode: merchant.manifest.merchantCode,
        id: 0,
        userName: trial.userName,
        type: trial.customerType,
        // SPEC: trial sessions carry customerType in firstTimeLogin.
        firstTimeLogin: trial.customerType,
      };
      bus.emit({ type: 'login', session });
      navigate(HOME_PATH, { replace: true });
    } catch {
      // The API client shows the error message.
    }
  };
  return (
    <button
      type="button"
      className="form-secondary"
      onClick={start}
      disabled={freePlay.isPending}
      aria-busy={freePlay.isPending}
    >
      {t('login.freePlay')}
    </button>
  );
}
