import type { PlayType, VnMenuGame } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useVnRecent } from '../api/use-vn-recent';

interface VnRecentProps {
  onPlay: (game: VnMenuGame, playType: PlayType) => void;
}

/** The member's VN games played last, one tap to play again; nothing for a guest or an empty list. */
export function VnRecent({ onPlay }: VnRecentProps) {
  const { t } = useTranslation('games');
  const recent = useVnRecent();
  // The menu below still works; a failed recent list simply is not shown.
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <section className="vn-game__recent" aria-labelledby="vn-recent-title">
      <h2 id="vn-recent-title" className="vn-game__subtitle">
        {t('vn.recent')}
      </h2>
      <ul className="vn-game__recent-list">
        {recent.data.map((game) => (
          <li key={game.gameId}>
            <button
              type="button"
              className="vn-game__recent-game"
              aria-label={t('vn.playAgain', { name: game.name })}
              onClick={() => onPlay(game, game.playTypes[0] ?? 'trad')}
            >
              <img src={game.iconUrl} alt="" width={40} height={40} loading="lazy" />
              <span>{game.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
