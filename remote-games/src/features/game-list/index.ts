// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { prefetchGameList } from './api/prefetch-game-list';
export { gamePagesQuery } from './api/use-game-pages';
export { CategoryMenu } from './components/category-menu';
export { GameList } from './components/game-list';
export { GameListBody } from './components/game-list-body';
export { useCategoryTabs } from './components/use-category-tabs';
export type { GameListQuery } from './query-from-search';
export {
  GAME_CENTER_PATH,
  gameListPath,
  queryFromSearch,
  SLOTS_CATEGORY,
  SLOTS_CENTER_PATH,
  slotsSearch,
} from './query-from-search';
export type { CategoryTab } from './rules/category-tabs';
export { filterByName } from './rules/list-rules';
