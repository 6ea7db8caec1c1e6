/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import { SITE_PATHS } from '@mobile/shared-contracts';
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../ui/icon';
import type { FrameLink } from '../ui/plain-link';
import type { Texts } from '../ui/texts';
import { UnreadBadge } from '../ui/unread-badge';

/** The signed-in player as the header shows them. */
export interface HeaderMember {
  name: string;
  /** The balance as shown ('₱ 1,234.50', masked, or '…' while it loads). */
  balance: string;
}

export interface HomeHeaderViewProps {
  t: Texts;
  siteName: string;
  /** A guest (null), a signed-in player, or signed in but not yet known ('pending': the site's name). */
  member: HeaderMember | 'pending' | null;
  unreadInbox: number;
  scrolled: boolean;
  Link: FrameLink;
  onInbox?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Without it (the server-drawn frame) the menu button waits disabled for the shell. */
  onOpenMenu?: () => void;
  /** The notice ticker under the bar. */
  ticker: ReactNode;
  /** SPEC 6: the inbox icon shows only with MAILCEN (default: shown). */
  inboxShown?: boolean;
  /**
   * Free play in the header: for guests a link to the free-play entry (which creates the trial account);
   * for a trial player a button that replaces the route with /m/home (SPEC 4). Absent: no free play.
   */
  freePlay?: { kind: 'entry'; href: string } | { kind: 'home'; onSelect: () => void };
}

/** Top header of home-type pages as drawn: who is logged in and their balance, or login/register; menu. */
export function HomeHeaderView(props: HomeHeaderViewProps) {
  const { t, siteName, member, unreadInbox, scrolled, Link, onInbox, onOpenMenu, ticker, freePlay } = props;
  const inboxShown = props.inboxShown ?? true;
  return (
    <header className={`home-header${scrolled ? ' home-header--scrolled' : ''}`}>
      <div className="home-header__bar">
        {member === null ? (
          <>
            <span className="home-header__site">{siteName}</span>
            <Link className="text-button" href="/m/login">
              {t('frame.login')}
            </Link>
            <Link className="text-button text-button--solid" href="/m/register">
              {t('frame.register')}
            </Link>
            {freePlay?.kind === 'entry' ? (
              // An icon beside login and register: with three worded buttons the site name had no room
              // left on a 412 px phone in Filipino ('Mag-login', 'Magrehistro', 'Libreng laro').
              <Link className="icon-button" href={freePlay.href} aria-label={t('frame.freePlay')}>
                <Icon name="play" />
              </Link>
            ) : null}
          </>
        ) : member === 'pending' ? (
          <span className="home-header__site">{siteName}</span>
        ) : (
          <div className="home-header__member">
            <span className="home-header__name">{member.name}</span>
            <span className="home-header__balance">
              <span className="mk-visually-hidden">{t('frame.balance')} </span>
              {member.balance}
            </span>
          </div>
        )}
        {freePlay?.kind === 'home' ? (
          <button type="button" className="text-button" onClick={freePlay.onSelect}>
            {t('frame.freePlay')}
          </button>
        ) : null}
        {member === null || !inboxShown ? null : (
          <Link
            className="icon-button"
            href={SITE_PATHS.inbox}
            onClick={onInbox}
            aria-label={unreadInbox > 0 ? t('frame.inboxUnread', { count: unreadInbox }) : t('frame.inbox')}
          >
            <Icon name="mail" />
            <UnreadBadge count={unreadInbox} />
          </Link>
        )}
        <button
          type="button"
          className="icon-button"
          onClick={onOpenMenu}
          disabled={!onOpenMenu}
          aria-label={t('frame.openMenu')}
        >
          <Icon name="menu" />
        </button>
      </div>
      {ticker}
    </header>
  );
}
