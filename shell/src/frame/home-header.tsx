import { useStreamValue } from '@mobile/react-kit';
import {
  displayBalance,
  HOME_PATH,
  isFreePlay,
  memberDisplayName,
  memberTypeOf,
  SITE_PATHS,
  showsInbox,
} from '@mobile/shared-contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { Icon } from '../ui/icon';
import { UnreadBadge } from '../ui/unread-badge';
import { HEADER_SCROLLED_PX } from './frame-constants';
import { NoticeTicker } from './notice-ticker';
import { useBalanceHidden } from './use-balance-hidden';
import { useMemberTaps } from './use-member-taps';
import { useScrolled } from './use-scrolled';
import './home-header.css';

/** Top header of home-type pages: who is logged in and their balance, or login/register; ticker; menu. */
/** The free-play entry page (remote-member), where a visitor starts a trial account. */
const TRAIL_PATH = '/m/trail';

export function HomeHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { bus, merchant, storage } = useShell();
  const { t } = useTranslation('common');
  const session = useStreamValue(bus.session$);
  const member = useStreamValue(bus.member$);
  const wallet = useStreamValue(bus.wallet$);
  const unread = useStreamValue(bus.unread$);
  const [hidden] = useBalanceHidden(storage);
  const scrolled = useScrolled(HEADER_SCROLLED_PX);
  const { openInbox } = useMemberTaps();
  const navigate = useNavigate();
  const trial = session !== null && isFreePlay(memberTypeOf(session));

  const onInbox = (event: MouseEvent) => {
    event.preventDefault();
    openInbox();
  };

  return (
    <header className={`home-header${scrolled ? ' home-header--scrolled' : ''}`}>
      <div className="home-header__bar">
        {session ? (
          <div className="home-header__member">
            <span className="home-header__name">{memberDisplayName(member, session.userName)}</span>
            <span className="home-header__balance">
              <span className="mk-visually-hidden">{t('frame.balance')} </span>
              {wallet ? `${wallet.currencySymbol} ${displayBalance(wallet.sumBalance, hidden)}` : '…'}
            </span>
          </div>
        ) : (
          <>
            <span className="home-header__site">{merchant.settings.siteName}</span>
            <Link className="text-button" to="/m/login">
              {t('frame.login')}
            </Link>
            <Link className="text-button text-button--solid" to="/m/register">
              {t('frame.register')}
            </Link>
            {/* SPEC 1: visitors can use free play; the free-play entry creates the trial account. */}
            <Link className="text-button" to={TRAIL_PATH}>
              {t('frame.freePlay')}
            </Link>
          </>
        )}
        {trial ? (
          // SPEC 4: once the trial account exists, free play from the header replaces the route with /m/home.
          <button
            type="button"
            className="text-button"
            onClick={() => navigate(HOME_PATH, { replace: true })}
          >
            {t('frame.freePlay')}
          </button>
        ) : null}
        {session && showsInbox(merchant.whitelabel.features) ? (
          <a
            className="icon-button"
            href={SITE_PATHS.inbox}
            onClick={onInbox}
            aria-label={unread.inbox > 0 ? t('frame.inboxUnread', { count: unread.inbox }) : t('frame.inbox')}
          >
            <Icon name="mail" />
            <UnreadBadge count={unread.inbox} />
          </a>
        ) : null}
        <button type="button" className="icon-button" onClick={onOpenMenu} aria-label={t('frame.openMenu')}>
          <Icon name="menu" />
        </button>
      </div>
      <NoticeTicker />
    </header>
  );
}
