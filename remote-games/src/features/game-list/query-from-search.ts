import type { GameListQuery } from './api/use-game-page';

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
