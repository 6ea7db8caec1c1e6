import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useSetRealityCheck } from '../api/set-reality-check';

/** How often the reality check appears while playing: 15, 30 or 60 minutes. */
export function RealityCheckSection({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t } = useTranslation(MEMBER_NS);
  const save = useSetRealityCheck();
  return (
    <section className="acct-card rg-card" aria-labelledby="rg-reality">
      <h2 id="rg-reality">{t('responsible.realityTitle')}</h2>
      <p>{t('responsible.realityText')}</p>
      <fieldset className="rg-choices" disabled={save.isPending}>
        <legend>{t('responsible.realityEvery')}</legend>
        {REALITY_CHECK_MINUTES.map((option) => (
          <label key={option} className="rg-choice">
            <input
              type="radio"
              name="reality-check"
              checked={(save.variables ?? minutes) === option}
              onChange={() => save.mutate(option)}
            />
            {t('responsible.minutes', { count: option })}
          </label>
        ))}
      </fieldset>
      {save.isError ? (
        <p className="rg-error" role="alert">
          {t('error.unknown', { ns: 'common' })}
        </p>
      ) : null}
    </section>
  );
}
