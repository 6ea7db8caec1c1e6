import { EmptyState, useMount } from '@mobile/react-kit';
import { FREE_REJECT_TOAST, type Game, type HotVendor } from '@mobile/shared-contracts';
import { useDeferredValue } from 'react';
import { filterByName } from '../../game-list';
import { tileLaunch } from '../../launch';

/**
 * Tiles drawn with the first render: the two rows of four a phone shows and the next column. The rest of
 * the vendor's games follow in a background render React may interrupt, so home's arrival is no long task.
 */
export const FIRST_TILES = 10;

/** The active vendor's hot games narrowed by name (case-sensitive); tapping one launches it. */
export function HotGameTiles({ vendor, text }: { vendor: HotVendor; text: string }) {
  const { bus, navigate } = useMount();
  const games = filterByName(vendor.games, text);
  const shown = useDeferredValue(games.length, Math.min(games.length, FIRST_TILES));
  const launch = (game: Game) => {
    const next = tileLaunch(game, vendor.gameCategory, bus.session$.getValue()?.type ?? null);
    if (next.kind === 'navigate') navigate(next.to);
    else bus.emit(FREE_REJECT_TOAST);
  };
  return (
    <div
      className="hot-games__panel"
      id="hot-games-panel"
      role="tabpanel"
      aria-labelledby={`hot-tab-${vendor.vassalage}`}
    >
      {games.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="hot-games__grid" data-no-swipe-back>
          {games.slice(0, shown).map((game) => (
            <li key={game.nodeId}>
              <button type="button" className="hot-games__game" onClick={() => launch(game)}>
                <img src={game.iconUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
                <span className="hot-games__name">{game.displayName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
