/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

interface GameFiltersViewProps {
  /** How many filters are set (`activeFilterCount`). */
  count: number;
  open: boolean;
  t: TFunction<'games'>;
  onOpen(): void;
  /** The sheet, while open. */
  children?: ReactNode;
}

/** The filter button, saying how many filters are set, and the sheet it opens (decision 0611: also drawn). */
export function GameFiltersView({ count, open, t, onOpen, children }: GameFiltersViewProps) {
  return (
    <div className="game-filters">
      <button
        type="button"
        className="game-filters__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={onOpen}
      >
        {count > 0 ? t('filters.openCount', { count }) : t('filters.open')}
      </button>
      {children}
    </div>
  );
}
