import { useMount } from '@mobile/react-kit';
import { pathOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { launchHref } from '../../launch';
import { GAME_LIST_PATH, type GameListQuery, gameListPath } from '../query-from-search';
import { type CategoryTab, tabAction } from '../rules/category-tabs';
import './category-menu.css';
import { CategoryMenuView } from './category-menu-view';
import { useCategoryTabs } from './use-category-tabs';
import { useStickySwitch } from './use-sticky-switch';

interface CategoryMenuProps {
  query: GameListQuery;
  /** The category game page leaves COCKFIGHT out (SPEC 2). */
  excludeCockfight?: boolean;
  /** The page whose address the tabs change (/m/gameList or the category page). */
  page?: string;
  /** A page of one category (/m/slotsCenter): only its vendor chips, no category tabs. */
  only?: string;
}

/**
 * Horizontally scrolling category tabs, each with its icon and translated name, and the vendor chips of
 * the active one; the bar sticks to the top once the page has scrolled past the SPEC 9 switch point.
 */
export function CategoryMenu({
  query,
  excludeCockfight = false,
  page = GAME_LIST_PATH,
  only,
}: CategoryMenuProps) {
  const { navigate } = useMount();
  const { t } = useTranslation('games');
  const { tabs } = useCategoryTabs(excludeCockfight);
  const stuck = useStickySwitch();
  // Without categories the list below still works; the menu simply stays away.
  if (!tabs) return null;

  const show = (gameType: string, vassalage?: string) =>
    navigate(gameListPath({ gameType, vassalage }, page), { replace: true });
  const choose = ({ category, vendors }: CategoryTab) => {
    const action = tabAction(category, vendors);
    const vendor = vendors[0];
    if (action === 'promo') navigate(pathOf('promotions'));
    // SPEC 4: a category with one vendor opens that vendor's lobby directly.
    else if (action === 'launch' && vendor)
      navigate(launchHref({ gameType: category, vassalage: vendor.vassalage }));
    else show(category, vendor?.vassalage);
  };

  return (
    <CategoryMenuView
      tabs={tabs}
      query={query}
      stuck={stuck}
      only={only}
      t={t}
      onChoose={choose}
      onVendor={show}
    />
  );
}
