import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import '../../../common/agent-button.css';

export type ListScope = 'direct' | 'all';

interface DownlineFiltersProps {
  scope: ListScope;
  keyword: string;
  onScope(scope: ListScope): void;
  onSearch(keyword: string): void;
}

/** Direct or all downlines, and a search by name or nickname (runs on submit). */
export function DownlineFilters({ scope, keyword, onScope, onSearch }: DownlineFiltersProps) {
  const { t } = useTranslation(AGENT_NS);
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <div className="team-manage__filters">
      <fieldset className="team-manage__scopes">
        <legend className="mk-visually-hidden">{t('team.scope')}</legend>
        {(['direct', 'all'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className="team-manage__toggle"
            aria-pressed={scope === value}
            onClick={() => onScope(value)}
          >
            {t(`team.${value}`)}
          </button>
        ))}
      </fieldset>
      <form className="team-manage__search" onSubmit={submit}>
        <label className="mk-visually-hidden" htmlFor="team-search">
          {t('team.searchLabel')}
        </label>
        <input
          id="team-search"
          type="search"
          maxLength={32}
          value={text}
          placeholder={t('team.searchLabel')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="agent-button">
          {t('team.search')}
        </button>
      </form>
    </div>
  );
}
