import { useStreamValue } from '@mobile/react-kit';
import { displayBalance, hasClub, memberDisplayName } from '@mobile/shared-contracts';
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

  return (
    <section className="drawer-card" aria-label={t('drawer.memberCard')}>
      <span className="drawer-card__avatar" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div className="drawer-card__who">
        <h2 className="drawer-card__name">{name}</h2>
        {member && hasClub(member) && member.clubLabel ? (
          <span className="drawer-card__club">{member.clubLabel.labelName}</span>
        ) : null}
      </div>
      <div className="drawer-card__balance">
        <span className="drawer-card__balance-label">{t('frame.balance')}</span>
        <span className="drawer-card__amount" data-testid="drawer-balance">
          {wallet ? `${wallet.currencySymbol} ${displayBalance(wallet.sumBalance, hidden)}` : '…'}
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
