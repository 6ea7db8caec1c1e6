/**
 * The home-type paths and the download bar's, apart from the page records so that a remote reading them
 * does not bundle every page record.
 */
/** Paths that render the home page frame (top banner/header). */
export const HOME_TYPE_PATHS: readonly string[] = [
  '/',
  '/m',
  '/m/',
  '/m/home',
  '/m/index',
  '/m/index.html',
  '/m/games',
];
/** Paths that show the download-app banner button: the home paths without /m/games (SPEC 2 page frame). */
export const DOWNLOAD_BANNER_PATHS: readonly string[] = HOME_TYPE_PATHS.filter((path) => path !== '/m/games');
