/** Tabs that list the member's own games: a guest has none (SPEC 4 favourites view without a session). */
export const MEMBER_VIEWS: readonly string[] = ['FAV', 'RECENT'];

export const isMemberView = (gameType: string): boolean => MEMBER_VIEWS.includes(gameType);
