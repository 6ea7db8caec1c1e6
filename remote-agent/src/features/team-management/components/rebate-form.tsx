import { useMount } from '@mobile/react-kit';
import { type DownlineDetail, isApiError, successToast } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useUpdateRebate } from '../api/use-update-rebate';
import { checkRebateInput } from '../rebate-input';
import '../../../common/agent-button.css';

/** Changes a downline's rebate within its bounds; the server checks the same bounds again. */
export function RebateForm({ downline }: { downline: DownlineDetail }) {
  const { t } = useTranslation(AGENT_NS);
  const { bus } = useMount();
  const update = useUpdateRebate();
  const [text, setText] = useState(String(downline.rebate));
  const [error, setError] = useState<string | null>(null);
  const bounds = { floor: downline.rebateFloor.toFixed(2), ceiling: downline.rebateCeiling.toFixed(2) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkRebateInput(text, downline.rebateFloor, downline.rebateCeiling);
    if (check.kind === 'invalid') return setError(t(check.messageKey, bounds));
    setError(null);
    update.mutate(
      { memberId: downline.id, rebate: check.rebate },
      {
        onSuccess: () => bus.emit(successToast(`${AGENT_NS}:rebate.saved`)),
        onError: (failure) =>
          setError(isApiError(failure) ? t(failure.messageKey, { ns: 'common' }) : t('rebate.failed')),
      },
    );
  };

  return (
    <form className="team-manage__form" onSubmit={submit} noValidate>
      <label htmlFor="downline-rebate">{t('rebate.label')}</label>
      <input
        id="downline-rebate"
        inputMode="decimal"
        value={text}
        aria-describedby="downline-rebate-hint"
        aria-invalid={error !== null}
        onChange={(event) => setText(event.target.value)}
      />
      <p id="downline-rebate-hint" className="team-manage__hint">
        {t('rebate.hint', bounds)}
      </p>
      {error ? (
        <p className="team-manage__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="agent-button" disabled={update.isPending}>
        {t('rebate.save')}
      </button>
    </form>
  );
}
