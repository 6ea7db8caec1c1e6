import { useMount } from '@mobile/react-kit';
import {
  type ExcludeRequest,
  isApiError,
  messageKeyFor,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { ConfirmDialog } from '../../settings';
import { useExclude } from '../api/exclude';

/** Time-out (24 h, 7 d, 30 d) and self-exclusion (6 m, 1 y, 5 y), each confirmed before it starts. */
export function BreakSection() {
  const { bus } = useMount();
  const { t, i18n } = useTranslation(MEMBER_NS);
  const exclude = useExclude();
  const [asked, setAsked] = useState<ExcludeRequest | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const confirm = () => {
    if (!asked) return;
    exclude.mutate(asked, {
      onSuccess: ({ endsAt }) => {
        setAsked(null);
        setDone(t('responsible.breakStarted', { date: new Date(endsAt).toLocaleString(i18n.language) }));
      },
      onError: () => setAsked(null),
    });
  };
  if (done)
    return (
      <ConfirmDialog
        message={done}
        confirmLabel={t('responsible.ok')}
        onConfirm={() => bus.emit({ type: 'logout' })}
      />
    );
  const label = (request: ExcludeRequest) => t(`responsible.period.${request.period}`);
  return (
    <section className="acct-card rg-card" aria-labelledby="rg-break">
      <h2 id="rg-break">{t('responsible.breakTitle')}</h2>
      <h3>{t('responsible.timeOutTitle')}</h3>
      <p>{t('responsible.timeOutText')}</p>
      <div className="rg-buttons">
        {TIME_OUT_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className="mk-button mk-button--plain"
            onClick={() => setAsked({ kind: 'timeOut', period })}
          >
            {t('responsible.timeOutFor', { period: t(`responsible.period.${period}`) })}
          </button>
        ))}
      </div>
      <h3>{t('responsible.selfExclusionTitle')}</h3>
      <p>{t('responsible.selfExclusionText')}</p>
      <div className="rg-buttons">
        {SELF_EXCLUSION_PERIODS.map((period) => (
          <button
            key={period}
            type="button"
            className="mk-button mk-button--danger"
            onClick={() => setAsked({ kind: 'selfExclusion', period })}
          >
            {t('responsible.selfExcludeFor', { period: t(`responsible.period.${period}`) })}
          </button>
        ))}
      </div>
      {exclude.isError ? (
        <p className="rg-error" role="alert">
          {t(messageKeyFor(isApiError(exclude.error) ? exclude.error.code : null), { ns: 'common' })}
        </p>
      ) : null}
      {asked ? (
        <ConfirmDialog
          message={t(
            asked.kind === 'timeOut' ? 'responsible.confirmTimeOut' : 'responsible.confirmSelfExclusion',
            {
              period: label(asked),
            },
          )}
          confirmLabel={t(
            asked.kind === 'timeOut'
              ? 'responsible.confirmTimeOutButton'
              : 'responsible.confirmSelfExclusionButton',
          )}
          cancelLabel={t('responsible.cancel')}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </section>
  );
}
