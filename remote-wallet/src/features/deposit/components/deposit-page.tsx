/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { currencySymbolOf, type DepositOrder } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { MoneyAccessGate, MoneyTabs, useMoneyWallet } from '../../money-common';
import { useDepositChannels } from '../api/get-deposit-channels';
import { useDepositPromos } from '../api/get-deposit-promos';

import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { GatewayReturn } from './gateway-return';
import '../../../common/money.css';

const VIEWS = ['deposit', 'history'] as const;
type View = (typeof VIEWS)[number];
const ORDER_PARAM = /^[DW][0-9A-Z]{8,24}$/;

const leaveForGateway = (url: string) => window.location.assign(url);

function DepositView({ onSubmitted }: { onSubmitted(order: DepositOrder): void }) {
  const channels = useDepositChannels();
  const promos = useDepositPromos();
  const wallet = useMoneyWallet();
  // One first commit with all three in: the form never shows the default currency first, and a drawn page
  // (0671) is kept until this commit equals it.
  if (channels.isPending || promos.isPending || wallet.isPending) return <PageSpinner />;
  if (channels.isError || promos.isError)
    return <ErrorState onRetry={() => (channels.isError ? channels.refetch() : promos.refetch())} />;
  if (channels.data.length === 0) return <EmptyState messageKey={`${WALLET_NS}:deposit.noChannels`} />;
  return (
    <DepositForm
      channels={channels.data}
      promos={promos.data}
      // A wallet that failed to answer leaves the default currency, as before; it never blocks a deposit.
      currencySymbol={currencySymbolOf(wallet.data)}
      onSubmitted={onSubmitted}
      openGateway={leaveForGateway}
    />
  );
}

/** /m/voucherCenter: deposit by gateway or manual transfer, and the deposit history. */
export function DepositPage() {
  const { t } = useTranslation(WALLET_NS);
  const { location } = useMount();
  const orderNo = new URLSearchParams(location.search).get('order');
  const [view, setView] = useState<View>('deposit');
  const [submitted, setSubmitted] = useState<DepositOrder | null>(null);
  return (
    <MoneyAccessGate>
      <section className="money-page" aria-label={t('deposit.title')}>
        {orderNo && ORDER_PARAM.test(orderNo) ? <GatewayReturn orderNo={orderNo} /> : null}
        {submitted ? (
          <p className="money-result" role="status">
            {t('deposit.submitted', { orderNo: submitted.orderNo })}
          </p>
        ) : null}
        <MoneyTabs<View> label={t('deposit.title')} tabs={VIEWS} active={view} onChange={setView} />
        {view === 'deposit' ? (
          <DepositView
            onSubmitted={(order) => {
              setSubmitted(order);
              setView('history');
            }}
          />
        ) : (
          <DepositHistory />
        )}
      </section>
    </MoneyAccessGate>
  );
}
