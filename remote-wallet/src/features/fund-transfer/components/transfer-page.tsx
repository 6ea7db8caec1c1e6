import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { successToast } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../common/use-currency';
import { WALLET_NS } from '../../../load-locale';
import { useWallets } from '../api/get-wallets';
import { useTransferFunds } from '../api/transfer-funds';
import { TransferForm } from './transfer-form';
import '../../../common/wallet-ui.css';
import './transfer.css';

/** /m/transfer (GCS_walletTransfer): balances per wallet, a transfer either way, and 'all back'. */
export function TransferPage() {
  const { t } = useTranslation(WALLET_NS);
  const { bus } = useMount();
  const money = useMoney();
  const wallets = useWallets();
  const allBack = useTransferFunds();

  if (wallets.isPending) return <PageSpinner />;
  if (wallets.isError) return <ErrorState onRetry={() => wallets.refetch()} />;
  const vendors = wallets.data.wallets ?? [];
  const held = vendors.some((w) => w.balance > 0);

  const onAllBack = () =>
    allBack.mutate(
      { direction: 'allBack' },
      {
        onSuccess: () => bus.emit(successToast(`${WALLET_NS}:transfer.done`)),
      },
    );

  return (
    <section className="wallet-page" aria-label={t('transfer.title')}>
      <ul className="wallet-list" aria-label={t('transfer.balances')}>
        <li className="wallet-card wallet-row">
          <span className="wallet-title">{t('transfer.main')}</span>
          <strong>{money(wallets.data.sumBalance)}</strong>
        </li>
        {vendors.map((w) => (
          <li key={w.vendor} className="wallet-card wallet-row">
            <span>{w.name}</span>
            <span>{money(w.balance)}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="wallet-button transfer-all"
        disabled={!held || allBack.isPending}
        onClick={onAllBack}
      >
        {t('transfer.allBack')}
      </button>
      {vendors.length > 0 ? <TransferForm main={wallets.data.sumBalance} wallets={vendors} /> : null}
    </section>
  );
}
