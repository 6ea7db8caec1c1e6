import { VN_LOTTERY_VENDOR } from '@mobile/shared-contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLotteryGames, useVnRegions } from '../api/use-history-games';
import { type HistoryTarget, pickerValueOf, targetOfPickerValue } from '../history-target';

interface HistoryPickerProps {
  target: HistoryTarget;
  onPick: (target: HistoryTarget) => void;
}

/** The game picker: each VN region (all its games, or one of them), then the other games by vendor. */
export function HistoryPicker({ target, onPick }: HistoryPickerProps) {
  const { t } = useTranslation('games');
  const id = useId();
  const games = useLotteryGames();
  const vn = useVnRegions();
  if (games.isError || vn.isError)
    return (
      <p className="lottery-history__picker-failed" role="alert">
        {t('history.gamesFailed')}{' '}
        <button
          type="button"
          className="lottery-history__retry"
          onClick={() => {
            if (games.isError) void games.refetch();
            if (vn.isError) void vn.refetch();
          }}
        >
          {t('vn.retry')}
        </button>
      </p>
    );
  const others = (games.data?.games ?? []).filter((game) => game.vendor !== VN_LOTTERY_VENDOR);
  const vendors = [...new Set(others.map((game) => game.vendor))];
  const loading = games.isPending || vn.isPending;
  // An address naming no game of the lists (a closed game, a typo) keeps its own entry, so the picker says so.
  const known =
    target.kind === 'region' || (games.data?.games ?? []).some((game) => game.gameId === target.gameId);
  return (
    <div className="lottery-history__picker">
      <label htmlFor={id}>{t('history.game')}</label>
      <select
        id={id}
        value={pickerValueOf(target)}
        disabled={loading}
        onChange={(event) => {
          const picked = targetOfPickerValue(event.target.value);
          if (picked) onPick(picked);
        }}
      >
        {loading ? <option value={pickerValueOf(target)}>{t('history.loadingGames')}</option> : null}
        {!loading && !known ? (
          <option value={pickerValueOf(target)}>{t('history.unknownGame')}</option>
        ) : null}
        {(vn.data?.regions ?? []).map((group) => {
          const region = t(`vn.region.${group.region}`);
          return (
            <optgroup key={group.region} label={t('history.vnGroup', { region })}>
              <option value={`region:${group.region}`}>{t('history.allRegion', { region })}</option>
              {group.games.map((game) => (
                <option key={game.gameId} value={game.gameId}>
                  {game.name}
                </option>
              ))}
            </optgroup>
          );
        })}
        {vendors.map((vendor) => (
          <optgroup key={vendor} label={vendor}>
            {others
              .filter((game) => game.vendor === vendor)
              .map((game) => (
                <option key={game.gameId} value={game.gameId}>
                  {game.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
