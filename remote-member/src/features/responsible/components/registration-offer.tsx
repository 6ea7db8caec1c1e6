import { useMount } from '@mobile/react-kit';
import { returnPathFrom } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';

/** Shown once, right after registration: set limits now, or go on to where the player was going. */
export function RegistrationOffer() {
  const { location, navigate } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const next = returnPathFrom(location.search);
  return (
    <section className="acct-card rg-card rg-offer" aria-labelledby="rg-offer">
      <h2 id="rg-offer">{t('responsible.offerTitle')}</h2>
      <p>{t('responsible.offerText')}</p>
      <button
        type="button"
        className="mk-button mk-button--plain"
        onClick={() => navigate(next, { replace: true })}
      >
        {t('responsible.notNow')}
      </button>
    </section>
  );
}
