import { AppLink, useMount, useStreamValue } from '@mobile/react-kit';
import { formatBalance, HOME_PATH, pathOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { FreePlayButton } from '../../login';
import { useTrialUser } from '../api/use-trial-user';
import { TRAIL_PLAY_PATH, trailStateOf } from '../trail-state';
import '../../../common/forms.css';
import './trail.css';

/**
 * /m/trail, the free-play entry (SPEC 'referenced, content not shown'): what free play is and what it
 * cannot do, then the one next step that fits the visitor: start it, play and register, or go home.
 */
export function TrailPage() {
  const { t } = useTranslation();
  const { bus } = useMount();
  const session = useStreamValue(bus.session$);
  const state = trailStateOf(session);
  const trialUser = useTrialUser(state === 'trial');
  const name = trialUser.data?.userName ?? session?.userName ?? '';
  return (
    <main className="member-trail">
      <h1 className="member-trail__title">{t('trail.title')}</h1>
      <p>{t(`trail.${state}Text`, { name })}</p>
      {trialUser.data ? (
        <p className="member-trail__balance">
          {t('trail.balance', { balance: formatBalance(trialUser.data.sumBalance) })}
        </p>
      ) : null}
      <ul className="member-trail__limits">
        <li>{t('trail.limitMoney')}</li>
        <li>{t('trail.limitFunctions')}</li>
      </ul>
      <div className="member-trail__actions">
        {state === 'guest' ? (
          <>
            <FreePlayButton />
            <AppLink className="form-secondary" to={pathOf('login')}>
              {t('trail.login')}
            </AppLink>
          </>
        ) : null}
        {state === 'trial' ? (
          <>
            <AppLink className="member-trail__primary" to={TRAIL_PLAY_PATH}>
              {t('trail.play')}
            </AppLink>
            <AppLink className="form-secondary" to={pathOf('register')}>
              {t('trail.register')}
            </AppLink>
          </>
        ) : null}
        {state === 'member' ? (
          <AppLink className="member-trail__primary" to={HOME_PATH}>
            {t('trail.home')}
          </AppLink>
        ) : null}
      </div>
    </main>
  );
}
