import type { Game, HotVendor, Paged, VassGameType } from '@mobile/shared-contracts';

/** Canned game data shared by the game-list tests. */
export function game(nodeId: string, displayName: string, vassalage = 'PG'): Game {
  return {
    nodeId,
    vassalage,
    displayName,
    gameName: displayName,
    nodeName: displayName,
    showIcon: true,
    iconUrl: `https://cdn.test/${nodeId}.png`,
    roomId: null,
    supportPlay: true,
    gameClassifyNew: 'SLOT',
    gameCode: nodeId,
  };
}

export function pageOf(content: Game[], pageNum = 1, totalPages = 1): Paged<Game> {
  return { content, pageNum, pageSize: 25, totalPages, total: content.length };
}

const vendor = (vassalage: string, accountTypeName = vassalage) => ({ vassalage, accountTypeName });

export const VASS: VassGameType = {
  mapping: {},
  sorting: [
    { gameCategory: 'RNG', vendorNames: [vendor('PG', 'PG Soft'), vendor('JILI', 'Jili')] },
    { gameCategory: 'LIVE', vendorNames: [vendor('EVO', 'Evolution')] },
    {
      gameCategory: 'SPORTS',
      vendorNames: [vendor('ARENA', 'Arena'), vendor('SV_COCKFIGHT', 'SV Cockfight')],
    },
    { gameCategory: 'PROMO', vendorNames: [] },
  ],
};

export const HOT: HotVendor[] = [
  { vassalage: 'PG', vendorName: 'PG Soft', gameCategory: 'RNG', games: [game('1', 'Fortune Tiger')] },
];
