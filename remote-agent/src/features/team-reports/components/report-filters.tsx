import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { type ReportFilter, reportRangeError } from '../report-range';
import '../../../common/agent-button.css';

/** From, to and member name; a range the server would refuse is explained here and never sent. */
interface ReportFiltersProps {
  value: ReportFilter;
  onChange(filter: ReportFilter): void;
  /** The member name field; reports over the whole team leave it out. */
  showMember?: boolean;
}

export function ReportFilters({ value, onChange, showMember = true }: ReportFiltersProps) {
  const { t } = useTranslation(AGENT_NS);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const edit = (key: keyof ReportFilter) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reportRangeError(draft.startDate, draft.endDate);
    setError(problem);
    if (!problem) onChange({ ...draft, username: draft.username.trim() });
  };
  return (
    <form className="team-report__filters" onSubmit={submit} noValidate>
      <label>
        {t('report.from')}
        <input
          type="date"
          value={draft.startDate}
          onChange={edit('startDate')}
          aria-invalid={error !== null}
        />
      </label>
      <label>
        {t('report.to')}
        <input type="date" value={draft.endDate} onChange={edit('endDate')} aria-invalid={error !== null} />
      </label>
      {showMember ? (
        <label className="team-report__member">
          {t('report.member')}
          <input type="search" maxLength={32} value={draft.username} onChange={edit('username')} />
        </label>
      ) : null}
      {error ? (
        <p className="team-report__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <button type="submit" className="agent-button">
        {t('report.show')}
      </button>
    </form>
  );
}
