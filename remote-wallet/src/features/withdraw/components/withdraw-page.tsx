/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { currencySymbolOf } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';

import { BonusTurnover, MoneyAccessGate, MoneyTabs, useMoneyWallet } from '../../money-common';
import { useBankCards, useHasWithdrawalPassword, useWithdrawInfo } from '../api/get-withdraw-data';
import { AddCardForm } from './add-card-form';
import { FundsSummary } from './funds-summary';
import { IdentityRequiredNotice } from './identity-required-notice';
import { PasswordPanel } from './password-panel';
import { PaymentPasswordForm } from './payment-password-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawHistory } from './withdraw-history';
import '../../../common/money.css';

const VIEWS = ['withdraw', 'history', 'password'] as const;
type View = (typeof VIEWS)[number];

function initialView(search: string): View {
  const view = new URLSearchParams(search).get('view');
  return view === 'password' || view === 'history' ? view : 'withdraw';
}

/** SPEC 7: `hasWithdrawalPassword` before the withdraw form; the password must be set before anything else. */
function WithdrawContent() {
  const hasPassword = useHasWithdrawalPassword();
  if (hasPassword.isPending) return <PageSpinner />;
  if (hasPassword.isError) return <ErrorState onRetry={() => hasPassword.refetch()} />;
  if (!hasPassword.data.hasWithdrawalPassword)
    return <PaymentPasswordForm mode="set" onDone={() => undefined} />;
  return <WithdrawForms />;
}

function WithdrawForms() {
  const { t } = useTranslation(WALLET_NS);
  const { location } = useMount();
  const info = useWithdrawInfo();
  const cards = useBankCards();
  // The member's wallet, for the currency the amounts are written in (as /m/voucherCenter's, 0671).
  const wallet = useMoneyWallet();
  const [view, setView] = useState<View>(() => initialView(location.search));
  const [addingCard, setAddingCard] = useState(false);
  const [requested, setRequested] = useState<string | null>(null);
  // One first commit with all of them in: never the default currency first, and a drawn page (0681) is
  // kept until this commit equals it.
  if (info.isPending || cards.isPending || wallet.isPending) return <PageSpinner />;
  if (info.isError || cards.isError)
    return <ErrorState onRetry={() => (info.isError ? info.refetch() : cards.refetch())} />;
  // A wallet that failed to answer leaves the default currency, as before; it never blocks a withdrawal.
  const symbol = currencySymbolOf(wallet.data);
  return (
    <>
      <FundsSummary info={info.data} symbol={symbol} />
      {info.data.bonusLocked > 0 || info.data.turnoverLeft > 0 ? (
        <BonusTurnover info={info.data} symbol={symbol} />
      ) : null}
      {requested ? (
        <p className="money-result" role="status">
          {t('withdraw.requested', { orderNo: requested })}
        </p>
      ) : null}
      <MoneyTabs<View> label={t('withdraw.title')} tabs={VIEWS} active={view} onChange={setView} />
      {view === 'password' ? <PasswordPanel /> : null}
      {view === 'history' ? <WithdrawHistory symbol={symbol} /> : null}
      {view === 'withdraw' && (addingCard || cards.data.length === 0) ? (
        <AddCardForm payeeName={info.data.payeeName} onDone={() => setAddingCard(false)} />
      ) : null}
      {view === 'withdraw' && info.data.identityRequired ? <IdentityRequiredNotice /> : null}
      {view === 'withdraw' && !addingCard && cards.data.length > 0 && !info.data.identityRequired ? (
        <WithdrawForm
          info={info.data}
          cards={cards.data}
          symbol={symbol}
          onAddCard={() => setAddingCard(true)}
          onRequested={(orderNo) => {
            setRequested(orderNo);
            setView('history');
          }}
        />
      ) : null}
    </>
  );
}

/** /m/withdraw (`?view=password` opens the password flows, as the security centre links). */
export function WithdrawPage() {
  const { t } = useTranslation(WALLET_NS);
  return (
    <MoneyAccessGate>
      <section className="money-page" aria-label={t('withdraw.title')}>
        <WithdrawContent />
      </section>
    </MoneyAccessGate>
  );
}
