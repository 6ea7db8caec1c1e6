import { formatBalance, HOME_PATH, pathOf } from '@mobile/shared-contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { Overlay } from '../ui/overlay';
import { readAcknowledged, writeAcknowledged } from './acknowledged-check';
import { minutesPlayed, nextRealityCheck, type RealityCheckDue } from './reality-check-timing';
import { usePlaySession } from './use-play-session';
import './reality-check.css';

/**
 * Reality check over every page, game and lottery frames included: every N minutes of the session a
 * dialog with time played and the net result; 'stop' leaves the frame for home. At the session-time
 * limit the member is logged out.
 */
export function RealityCheck() {
  const { bus } = useShell();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const play = usePlaySession();
  const [shown, setShown] = useState<RealityCheckDue | null>(null);
  const data = play.data;
  const { refetch } = play;

  useEffect(() => {
    if (!data || shown) return;
    const due = nextRealityCheck({
      startedAt: Date.parse(data.startedAt),
      now: Date.now(),
      everyMinutes: data.realityCheckMinutes,
      acknowledgedAt: readAcknowledged(data.startedAt),
      sessionLimitMinutes: data.sessionLimitMinutes,
    });
    if (due.kind === 'now') {
      setShown(due);
      return;
    }
    // Fresh figures (net result) first, then the dialog.
    const timer = setTimeout(() => {
      void refetch().then(() => setShown({ ...due, kind: 'now' }));
    }, due.dueAt - Date.now());
    return () => clearTimeout(timer);
  }, [data, shown, refetch]);

  if (!data || !shown) return null;
  const acknowledge = () => {
    writeAcknowledged(data.startedAt, shown.dueAt);
    setShown(null);
  };
  const net = data.netResultCents / 100;
  const limit = shown.reason === 'limit';
  return (
    <Overlay
      label={t('reality.title')}
      onClose={limit ? () => bus.emit({ type: 'logout' }) : acknowledge}
      variant="dialog"
      role="alertdialog"
    >
      <div className="confirm-dialog reality-check">
        <h2 className="confirm-dialog__title">{t('reality.title')}</h2>
        <p>{t('reality.played', { count: minutesPlayed(Date.parse(data.startedAt), Date.now()) })}</p>
        <p>{t('reality.net', { amount: `${net > 0 ? '+' : ''}${formatBalance(net)}` })}</p>
        {limit ? <p>{t('reality.limitReached')}</p> : null}
        <a
          className="reality-check__record"
          href={pathOf('transactionRecord')}
          onClick={(e) => {
            e.preventDefault();
            acknowledge();
            navigate(pathOf('transactionRecord'));
          }}
        >
          {t('reality.accountRecord')}
        </a>
        <div className="confirm-dialog__actions">
          {limit ? (
            <button
              type="button"
              className="confirm-dialog__button confirm-dialog__button--primary"
              onClick={() => bus.emit({ type: 'logout' })}
            >
              {t('reality.logOut')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className="confirm-dialog__button"
                onClick={() => {
                  acknowledge();
                  navigate(HOME_PATH);
                }}
              >
                {t('reality.stop')}
              </button>
              <button
                type="button"
                className="confirm-dialog__button confirm-dialog__button--primary"
                onClick={acknowledge}
              >
                {t('reality.keepPlaying')}
              </button>
            </>
          )}
        </div>
      </div>
    </Overlay>
  );
}
