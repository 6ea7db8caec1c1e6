/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { Game } from '@mobile/shared-contracts';
import type { TFunction } from 'i18next';
import { memo } from 'react';

interface GameTileProps {
  game: Game;
  favourite: boolean;
  /**
   * The list's first row: its icons are asked for as soon as the HTML names them, ahead of other images,
   * and painted with the frame that has them (a deep link's largest paint, decision 0611); the others load
   * as they near the viewport.
   */
  first?: boolean;
  /** The grid's `t` of the games namespace (one subscription to i18n for all tiles, not one per tile). */
  t: TFunction<'games'>;
  onFavourite(game: Game): void;
  onLaunch(game: Game): void;
}

/**
 * Icon and name that launch the game, and a heart that adds or removes it from the favourites.
 * Memoised: scrolling re-renders the grid's rows, not tiles whose game and heart are unchanged.
 */
export const GameTile = memo(function GameTile({
  game,
  favourite,
  first = false,
  t,
  onFavourite,
  onLaunch,
}: GameTileProps) {
  return (
    <li className="game-list__item">
      <button
        type="button"
        className="game-list__launch"
        aria-label={t('gameList.play', { name: game.displayName })}
        onClick={() => onLaunch(game)}
      >
        <img
          src={game.iconUrl}
          alt=""
          width={96}
          height={96}
          fetchPriority={first ? 'high' : undefined}
          loading={first ? undefined : 'lazy'}
          decoding={first ? undefined : 'async'}
        />
        <span className="game-list__name">{game.displayName}</span>
      </button>
      <button
        type="button"
        className="game-list__heart"
        aria-pressed={favourite}
        aria-label={t('gameList.favourite', { name: game.displayName })}
        onClick={() => onFavourite(game)}
      >
        <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
          <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.3 3.3 5 6.6 5c2 0 3.4 1.1 5.4 3 2-1.9 3.4-3 5.4-3 3.3 0 5.5 3.3 4.1 6.7C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </li>
  );
});
