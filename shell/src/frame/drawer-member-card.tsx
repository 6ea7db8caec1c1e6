import { useStreamValue } from '@mobile/react-kit';
import {
  clubLabelName,
  memberAvatarSrc,
  memberDisplayName,
  memberInitial,
  walletBalanceText,
} from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useShell } from '../app/shell-context';
import { Icon } from '../ui/icon';
import { useBalanceHidden } from './use-balance-hidden';

/** Top of the drawer for a member: avatar, name, VIP club label and balance with hide/show. */
export function DrawerMemberCard() {
  const { bus, storage } = useShell();
  const { t } = useTranslation('common');
  const session = useStreamValue(bus.session$);
  const member = useStreamValue(bus.member$);
  const wallet = useStreamValue(bus.wallet$);
  const [hidden, toggleHidden] = useBalanceHidden(storage);
  const name = memberDisplayName(member, session?.userName ?? '');
  const club = clubLabelName(member);
  const avatar = memberAvatarSrc(member);

  return (
    <section className="drawer-card" aria-label={t('drawer.memberCard')}>
      <span className="drawer-card__avatar" aria-hidden="true">
        {avatar ? <img src={avatar} alt="" width={48} height={48} /> : memberInitial(name)}
      </span>
      <div className="drawer-card__who">
        <h2 className="drawer-card__name">{name}</h2>
        {club ? <span className="drawer-card__club">{club}</span> : null}
      </div>
      <div className="drawer-card__balance">
        <span className="drawer-card__balance-label">{t('frame.balance')}</span>
        <span className="drawer-card__amount" data-testid="drawer-balance">
          {walletBalanceText(wallet, hidden)}
        </span>
        <button
          type="button"
          className="icon-button"
          onClick={toggleHidden}
          aria-pressed={hidden}
          aria-label={t('frame.hideBalance')}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} />
        </button>
      </div>
    </section>
  );
}
