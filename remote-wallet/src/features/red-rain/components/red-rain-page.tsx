import { AppLink, EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { FREE_REJECT_TOAST, isFreePlay, pathOf } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../common/use-currency';
import { WALLET_NS } from '../../../load-locale';
import { useCatchEnvelope } from '../api/catch-envelope';
import { useRedRain } from '../api/get-red-rain';
import { countdownText, rainPhase } from '../rain-phase';
import { EnvelopeField } from './envelope-field';
import { useServerNow } from './use-server-now';
import './red-rain.css';

const REWARD_CENTRE_PATH = pathOf('rewardCenter');

/**
 * /m/redRain: the merchant's timed red-envelope rain. Before it, a countdown; while it falls, catching an
 * envelope asks the server, which draws the amount and grants it once as a reward of the reward centre.
 */
export function RedRainPage() {
  const { t } = useTranslation(WALLET_NS);
  const { bus } = useMount();
  const session = useStreamValue(bus.session$);
  const rain = useRedRain();
  const catchEnvelope = useCatchEnvelope();
  const money = useMoney();
  const now = useServerNow(rain.data?.serverTime);
  const event = rain.data?.event ?? null;
  const phase = rainPhase(event, now);
  const { refetch } = rain;

  // A rain that starts or ends while the page is open: ask again (what was caught, which rain is next).
  useEffect(() => {
    if (phase === 'over') void refetch();
  }, [phase, refetch]);

  if (rain.isPending) return <PageSpinner />;
  if (rain.isError) return <ErrorState onRetry={() => rain.refetch()} />;
  if (!event || phase === 'none' || phase === 'over')
    return <EmptyState messageKey={`${WALLET_NS}:redRain.none`} />;

  const caught = rain.data.caught ?? catchEnvelope.data ?? null;
  const onCatch = () => {
    if (session && isFreePlay(session.type)) bus.emit(FREE_REJECT_TOAST);
    else catchEnvelope.mutate(event.id);
  };

  return (
    <section className="red-rain" aria-labelledby="red-rain-title">
      <h1 id="red-rain-title" className="red-rain__title">
        {event.title}
      </h1>
      {caught ? (
        <>
          <p className="red-rain__result" role="status">
            {t('redRain.caught', { amount: money(caught.amount) })}
          </p>
          <AppLink className="red-rain__link" to={REWARD_CENTRE_PATH}>
            {t('redRain.toRewards')}
          </AppLink>
        </>
      ) : phase === 'upcoming' ? (
        <>
          <p>{t('redRain.startsIn')}</p>
          <p className="red-rain__clock" role="timer">
            {countdownText(Date.parse(event.startsAt) - now)}
          </p>
        </>
      ) : (
        <>
          <p>{t('redRain.endsIn')}</p>
          <p className="red-rain__clock" role="timer">
            {countdownText(Date.parse(event.endsAt) - now)}
          </p>
          <p>{t('redRain.howTo')}</p>
          <EnvelopeField busy={catchEnvelope.isPending} onCatch={onCatch} />
        </>
      )}
    </section>
  );
}
