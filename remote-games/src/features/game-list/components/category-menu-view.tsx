/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { TFunction } from 'i18next';
import type { GameListQuery } from '../query-from-search';
import type { CategoryTab } from '../rules/category-tabs';
import { CategoryIcon } from './category-icon';

export interface CategoryMenuViewProps {
  tabs: readonly CategoryTab[];
  query: GameListQuery;
  /** Past the SPEC 9 switch point: the bar sticks to the top. */
  stuck: boolean;
  /** A page of one category (/m/slotsCenter): only its vendor chips, no category tabs. */
  only?: string;
  t: TFunction<'games'>;
  onChoose(tab: CategoryTab): void;
  onVendor(category: string, vassalage: string): void;
}

/**
 * The category tabs, each with its icon and translated name, and the vendor chips of the active one: what
 * `CategoryMenu` draws once the tabs are known, and what the frame service draws of it (decision 0611).
 */
export function CategoryMenuView({ tabs, query, stuck, only, t, onChoose, onVendor }: CategoryMenuViewProps) {
  const active = tabs.find((tab) => tab.category === query.gameType);
  return (
    <nav
      className={stuck ? 'category-menu category-menu--stuck' : 'category-menu'}
      aria-label={t('gameList.categories')}
    >
      {only === undefined ? (
        <ul className="category-menu__tabs">
          {tabs.map((tab) => (
            <li key={tab.category}>
              <button
                type="button"
                className="category-menu__tab"
                aria-current={tab === active ? 'true' : undefined}
                onClick={() => onChoose(tab)}
              >
                <CategoryIcon category={tab.category} />
                <span>{t(`category.${tab.category}`, { defaultValue: tab.category })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {active && active.vendors.length > 1 ? (
        <ul className="category-menu__vendors" aria-label={t('gameList.vendors')}>
          {active.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <button
                type="button"
                className="category-menu__vendor"
                aria-pressed={vendor.vassalage === query.vassalage}
                onClick={() => onVendor(active.category, vendor.vassalage)}
              >
                {vendor.accountTypeName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
