import { useMount, useStreamValue } from '@mobile/react-kit';
import { useHasHotGames, useVassGameType } from '../api/use-category-sources';
import { buildCategoryTabs, type CategoryTab } from '../rules/category-tabs';

/** The game entry tabs of SPEC 2 for this visitor, once the categories have loaded. */
export function useCategoryTabs(excludeCockfight: boolean) {
  const { bus } = useMount();
  const loggedIn = useStreamValue(bus.session$) !== null;
  const hasHot = useHasHotGames();
  const vass = useVassGameType();
  const tabs: CategoryTab[] | undefined = vass.data
    ? buildCategoryTabs(vass.data, { hasHot, loggedIn, excludeCockfight })
    : undefined;
  return { tabs, vass };
}
