import { useStreamValue } from '@mobile/react-kit';
import {
  displayBalance,
  HOME_PATH,
  isFreePlay,
  memberDisplayName,
  memberTypeOf,
  showsInbox,
} from '@mobile/shared-contracts';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { RouterLink } from '../ui/router-link';
import { useTexts } from '../ui/use-texts';
import { HEADER_SCROLLED_PX } from './frame-constants';
import { HomeHeaderView } from './home-header-view';
import { NoticeTicker } from './notice-ticker';
import { useBalanceHidden } from './use-balance-hidden';
import { useMemberTaps } from './use-member-taps';
import { useScrolled } from './use-scrolled';
import './home-header.css';

/** The free-play entry page (remote-member), where a visitor starts a trial account. */
const TRAIL_PATH = '/m/trail';

/** Top header of home-type pages: who is logged in and their balance, or login/register; ticker; menu. */
export function HomeHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { bus, merchant, storage } = useShell();
  const t = useTexts();
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
    <HomeHeaderView
      t={t}
      siteName={merchant.settings.siteName}
      member={
        session
          ? {
              name: memberDisplayName(member, session.userName),
              balance: wallet ? `${wallet.currencySymbol} ${displayBalance(wallet.sumBalance, hidden)}` : '…',
            }
          : null
      }
      unreadInbox={unread.inbox}
      scrolled={scrolled}
      Link={RouterLink}
      onInbox={onInbox}
      onOpenMenu={onOpenMenu}
      ticker={<NoticeTicker />}
      inboxShown={showsInbox(merchant.whitelabel.features)}
      freePlay={
        session === null
          ? { kind: 'entry', href: TRAIL_PATH }
          : trial
            ? { kind: 'home', onSelect: () => navigate(HOME_PATH, { replace: true }) }
            : undefined
      }
    />
  );
}
