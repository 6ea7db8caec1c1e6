export interface GameListQuery {
  /** The tab: a category, HOT or FAV. */
  gameType: string;
  vassalage?: string;
}

const CATEGORY = /^[A-Z_]{2,20}$/;
const VENDOR = /^[A-Za-z0-9_]{1,40}$/;

/** Reads gameType and vassalage from the address; anything malformed is ignored, not sent. */
export function queryFromSearch(search: string): GameListQuery {
  const params = new URLSearchParams(search);
  const gameType = params.get('gameType') ?? '';
  const vassalage = params.get('vassalage') ?? '';
  return {
    gameType: CATEGORY.test(gameType) ? gameType : 'HOT',
    vassalage: VENDOR.test(vassalage) ? vassalage : undefined,
  };
}

/** The address of a tab (and vendor) of /m/gameList. */
export function gameListPath({ gameType, vassalage }: GameListQuery): string {
  const params = new URLSearchParams({ gameType });
  if (vassalage) params.set('vassalage', vassalage);
  return `/m/gameList?${params.toString()}`;
}
