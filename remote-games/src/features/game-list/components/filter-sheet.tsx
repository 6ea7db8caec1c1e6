import { ModalLayer } from '@mobile/react-kit';
import { type FormEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameListQuery } from '../query-from-search';
import type { CategoryTab } from '../rules/category-tabs';
import {
  applySheet,
  classificationOptions,
  type FilterScope,
  LINE_OPTIONS,
  MIN_BET_OPTIONS,
  providerOptions,
} from '../rules/filter-options';
import './filter-sheet.css';

interface FilterSheetProps {
  query: GameListQuery;
  tabs: CategoryTab[];
  scope: Exclude<FilterScope, 'none'>;
  onApply(next: GameListQuery): void;
  onClose(): void;
}

/** Two decimals, as amounts read everywhere on the site. */
const amount = (value: string) => Number(value).toFixed(2);

/**
 * SPEC 7 game list filters as a bottom sheet: classification, minimum bet, lines and provider (on the
 * favourites tab only the classification, the one filter that list takes). Applying writes them into the
 * address; nothing is sent until then, and closing keeps the list as it was.
 */
export function FilterSheet({ query, tabs, scope, onApply, onClose }: FilterSheetProps) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const first = useRef<HTMLSelectElement>(null);
  const all = scope === 'all';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    onApply(
      applySheet(
        query,
        {
          gameClassify: read('gameClassify'),
          vassalage: read('vassalage'),
          minBet: read('minBet'),
          minLine: read('minLine'),
        },
        scope,
      ),
    );
  };
  const clear = () => onApply(applySheet(query, { vassalage: query.vassalage }, scope));

  return (
    <ModalLayer
      className="filter-sheet"
      maskClassName="filter-sheet__mask"
      panelClassName="filter-sheet__panel"
      labelledBy={titleId}
      onDismiss={onClose}
      initialFocus={first}
    >
      <h2 id={titleId} className="filter-sheet__title">
        {t('filters.title')}
      </h2>
      <form className="filter-sheet__form" onSubmit={submit}>
        <label className="filter-sheet__field">
          <span>{t('filters.classification')}</span>
          <select ref={first} name="gameClassify" defaultValue={query.gameClassify ?? ''}>
            <option value="">{t('filters.any')}</option>
            {classificationOptions(tabs).map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`, { defaultValue: category })}
              </option>
            ))}
          </select>
        </label>
        {all ? (
          <>
            <label className="filter-sheet__field">
              <span>{t('filters.minBet')}</span>
              <select name="minBet" defaultValue={query.minBet ?? ''}>
                <option value="">{t('filters.any')}</option>
                {MIN_BET_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t('filters.upTo', { amount: amount(value) })}
                  </option>
                ))}
              </select>
            </label>
            <label className="filter-sheet__field">
              <span>{t('filters.minLine')}</span>
              <select name="minLine" defaultValue={query.minLine ?? ''}>
                <option value="">{t('filters.any')}</option>
                {LINE_OPTIONS.map((value) => (
                  <option key={value} value={value}>
                    {t('filters.atLeast', { lines: value })}
                  </option>
                ))}
              </select>
            </label>
            <label className="filter-sheet__field">
              <span>{t('filters.provider')}</span>
              <select name="vassalage" defaultValue={query.vassalage ?? ''}>
                <option value="">{t('filters.any')}</option>
                {providerOptions(tabs, query.gameType).map((vendor) => (
                  <option key={vendor.vassalage} value={vendor.vassalage}>
                    {vendor.accountTypeName}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        <div className="filter-sheet__actions">
          <button type="button" className="filter-sheet__clear" onClick={clear}>
            {t('filters.clear')}
          </button>
          <button type="submit" className="filter-sheet__apply">
            {t('filters.apply')}
          </button>
        </div>
      </form>
      <button type="button" className="filter-sheet__close" onClick={onClose}>
        {t('filters.close')}
      </button>
    </ModalLayer>
  );
}
