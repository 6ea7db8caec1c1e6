/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useMount } from '@mobile/react-kit';
import {
  DEPOSIT_QUICK_AMOUNTS,
  DEPOSIT_REMARK_MAX,
  type DepositChannel,
  type DepositOrder,
  type DepositPromo,
  formatBalance,
  GATEWAY,
  parseAmountText,
  quickPicksWithin,
  SITE_PATHS,
} from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { AmountField, amountProblemKey, useActionKey } from '../../money-common';
import { useGatewayDeposit, useManualDeposit } from '../api/create-deposit';
import { type DepositLimitProblem, depositLimitProblem } from '../deposit-limit-problem';
import { gatewayTarget } from '../gateway-target';
import type { ReceiptUpload } from '../read-receipt';
import { ChannelPicker } from './channel-picker';
import { PromoList } from './promo-list';
import { ReceiptPicker } from './receipt-picker';
import { ReceivingAccount } from './receiving-account';

interface DepositFormProps {
  channels: DepositChannel[];
  promos: DepositPromo[];
  /** The member's currency symbol (their wallet's), the amounts' prefix. */
  currencySymbol: string;
  onSubmitted(order: DepositOrder): void;
  /** Leaves the site for the payment gateway (window.location.assign in the page). */
  openGateway(url: string): void;
}

/** Channel, amount within its limits, promo, then the gateway or the manual transfer's proof. */
export function DepositForm({
  channels,
  promos,
  currencySymbol: symbol,
  onSubmitted,
  openGateway,
}: DepositFormProps) {
  const { t } = useTranslation(WALLET_NS);
  const { merchant, navigate } = useMount();
  const [channel, setChannel] = useState<DepositChannel | null>(channels[0] ?? null);
  const [amountText, setAmountText] = useState('');
  const [promoId, setPromoId] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const [receipts, setReceipts] = useState<ReceiptUpload[]>([]);
  const [tried, setTried] = useState(false);
  const [linkProblem, setLinkProblem] = useState(false);
  const [overLimit, setOverLimit] = useState<DepositLimitProblem | null>(null);
  const key = useActionKey();
  const gateway = useGatewayDeposit();
  const manual = useManualDeposit();
  const busy = gateway.isPending || manual.isPending;

  if (!channel) return null;
  const limits = { min: channel.min, max: channel.max };
  const amountKey = amountProblemKey(amountText, limits);
  const missingReceipt = channel.method === 'MANUAL' && receipts.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const amount = parseAmountText(amountText);
    if (amountKey || amount === null || missingReceipt || busy) return;
    setOverLimit(null);
    // Responsible play: the server refuses a deposit over the member's limit and says what is left.
    const onError = (failure: unknown) => setOverLimit(depositLimitProblem(failure));
    const base = { channelId: channel.id, amount, promoId };
    if (channel.method === 'GATEWAY') {
      gateway.mutate(
        { payload: { ...base, gateway: GATEWAY.MOBILE }, idempotencyKey: key.current() },
        {
          onSuccess: ({ gatewayUrl }) => {
            key.renew();
            const target = gatewayTarget(gatewayUrl, merchant.manifest.frameOrigins, window.location.href);
            setLinkProblem(target === null);
            if (target) openGateway(target.href);
          },
          onError,
        },
      );
      return;
    }
    manual.mutate(
      { payload: { ...base, remark: remark.trim(), receipts }, idempotencyKey: key.current() },
      {
        onSuccess: (order) => {
          key.renew();
          setAmountText('');
          setRemark('');
          setReceipts([]);
          setTried(false);
          onSubmitted(order);
        },
        onError,
      },
    );
  };

  const pick = (next: DepositChannel) => {
    setChannel(next);
    if (next.id !== channel.id) key.renew();
  };

  return (
    <form className="money-form" onSubmit={submit} noValidate>
      <ChannelPicker
        channels={channels}
        selectedId={channel.id}
        onSelect={pick}
        template={merchant.settings.mobileTemplate}
      />
      <AmountField
        value={amountText}
        onChange={(text) => {
          setAmountText(text);
          setOverLimit(null);
        }}
        limits={limits}
        currencySymbol={symbol}
        quickPicks={quickPicksWithin(DEPOSIT_QUICK_AMOUNTS, limits)}
        problemKey={tried ? amountKey : null}
      />
      <PromoList promos={promos} selectedId={promoId} onSelect={setPromoId} currencySymbol={symbol} />
      {channel.method === 'MANUAL' && channel.account ? (
        <>
          <ReceivingAccount account={channel.account} />
          <div className="money-field">
            <label htmlFor="deposit-remark">{t('deposit.remark')}</label>
            <textarea
              id="deposit-remark"
              className="money-input"
              rows={2}
              maxLength={DEPOSIT_REMARK_MAX}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
            />
            <p className="money-hint">{`${remark.length}/${DEPOSIT_REMARK_MAX}`}</p>
          </div>
          <ReceiptPicker receipts={receipts} onChange={setReceipts} />
          {tried && missingReceipt ? (
            <p className="money-problem" role="alert">
              {t('receipt.required')}
            </p>
          ) : null}
        </>
      ) : null}
      {linkProblem ? (
        <p className="money-problem" role="alert">
          {t('deposit.gatewayUnavailable')}
        </p>
      ) : null}
      {overLimit ? (
        <div className="money-problem" role="alert">
          <p>
            {t('deposit.overLimit', {
              amount: `${symbol}${formatBalance(overLimit.remaining)}`,
              period: t(`deposit.limitPeriod.${overLimit.kind}`),
            })}
          </p>
          <button type="button" className="money-link" onClick={() => navigate(SITE_PATHS.responsible)}>
            {t('deposit.seeLimits')}
          </button>
        </div>
      ) : null}
      <button type="submit" className="money-submit" disabled={busy} aria-busy={busy}>
        {busy
          ? t('money.sending')
          : t(channel.method === 'GATEWAY' ? 'deposit.payWith' : 'deposit.submitManual', {
              name: channel.name,
            })}
      </button>
    </form>
  );
}
