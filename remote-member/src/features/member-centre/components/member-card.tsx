/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { ErrorState } from '@mobile/react-kit';
import {
  clubLabelName,
  type MemberInfo,
  memberAvatarSrc,
  memberDisplayName,
  memberInitial,
  type WalletSummary,
  walletBalanceText,
} from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useBalanceHidden } from '../use-balance-hidden';

interface MemberCardProps {
  member: MemberInfo;
  wallet: WalletSummary | undefined;
  walletFailed: boolean;
  onRetryWallet(): void;
  /** Whether the avatar picker is open under the card. */
  picking: boolean;
  onPickAvatar(): void;
}

/** Avatar (a button that opens the picker), nickname and account, VIP club label, and the total balance with hide/show. */
export function MemberCard({
  member,
  wallet,
  walletFailed,
  onRetryWallet,
  picking,
  onPickAvatar,
}: MemberCardProps) {
  const { t } = useTranslation(MEMBER_NS);
  const [hidden, toggleHidden] = useBalanceHidden();
  const name = memberDisplayName(member);
  const club = clubLabelName(member);
  const avatar = memberAvatarSrc(member);
  return (
    <section className="mc-card" aria-label={t('memberCentre.card')}>
      <button
        type="button"
        className="mc-card__avatar"
        aria-label={t('avatar.change')}
        aria-expanded={picking}
        onClick={onPickAvatar}
      >
        {avatar ? <img src={avatar} alt="" width={56} height={56} /> : memberInitial(name)}
      </button>
      <div className="mc-card__who">
        <h2 className="mc-card__name">{name}</h2>
        <p className="mc-card__account">{t('memberCentre.account', { account: member.account })}</p>
        {club ? <span className="mc-card__club">{club}</span> : null}
      </div>
      <div className="mc-card__balance">
        <span className="mc-card__balance-label">{t('memberCentre.balance')}</span>
        {walletFailed ? (
          <ErrorState onRetry={onRetryWallet} />
        ) : (
          <span
            className="mc-card__amount"
            data-testid="member-centre-balance"
            // Loading until the wallet answers: a drawn page is kept until its amount is in (0642).
            {...(wallet ? {} : { 'data-mk-loading': '' })}
          >
            {walletBalanceText(wallet, hidden)}
          </span>
        )}
        <button
          type="button"
          className="mk-button mk-button--plain mk-button--small"
          aria-pressed={hidden}
          aria-label={t('memberCentre.hideBalance')}
          onClick={toggleHidden}
        >
          {hidden ? t('memberCentre.show') : t('memberCentre.hide')}
        </button>
      </div>
    </section>
  );
}
