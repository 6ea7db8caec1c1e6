import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { formatLocalDateTime, type MallItem, successToast } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedResults } from '../../../common/paged-results';
import { WalletTabs } from '../../../common/wallet-tabs';
import { WALLET_NS } from '../../../load-locale';
import { useMallItems, useRedemptions } from '../api/get-mall';
import { useRedeemItem } from '../api/redeem-item';
import { MallItemCard } from './mall-item-card';
import '../../../common/wallet-ui.css';

const TABS = ['items', 'history'] as const;

/** /m/mall/mallHome: points earned from bets, the items to redeem, and the member's redemptions. */
export function MallPage() {
  const { t } = useTranslation(WALLET_NS);
  const { bus } = useMount();
  const [tab, setTab] = useState<(typeof TABS)[number]>('items');
  const [confirming, setConfirming] = useState<number | null>(null);
  const mall = useMallItems();
  const redeem = useRedeemItem();

  const onRedeem = (item: MallItem) => {
    if (confirming !== item.itemId) return setConfirming(item.itemId);
    redeem.mutate(item.itemId, {
      onSuccess: () => {
        setConfirming(null);
        bus.emit(successToast(`${WALLET_NS}:mall.redeemed`));
      },
    });
  };

  return (
    <section className="wallet-page" aria-label={t('mall.title')}>
      <p className="wallet-card wallet-row">
        <span>{t('mall.points')}</span>
        <strong className="mall-points">{mall.data ? mall.data.points.toLocaleString('en-US') : '–'}</strong>
      </p>
      <p className="wallet-muted">{t('mall.earnHint')}</p>
      <WalletTabs tabs={TABS} value={tab} onChange={setTab} labelOf={(value) => t(`mall.tabs.${value}`)} />
      {tab === 'history' ? (
        <RedemptionHistory />
      ) : mall.isPending ? (
        <PageSpinner />
      ) : mall.isError ? (
        <ErrorState onRetry={() => mall.refetch()} />
      ) : mall.data.items.length === 0 ? (
        <EmptyState messageKey={`${WALLET_NS}:mall.empty`} />
      ) : (
        <ul className="wallet-list">
          {mall.data.items.map((item) => (
            <MallItemCard
              key={item.itemId}
              item={item}
              points={mall.data.points}
              confirming={confirming === item.itemId}
              busy={redeem.isPending}
              onRedeem={onRedeem}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function RedemptionHistory() {
  const { t } = useTranslation(WALLET_NS);
  const history = useRedemptions();
  return (
    <PagedResults query={history} emptyKey="mall.noHistory">
      {(items) =>
        items.map((r) => (
          <li key={r.redemptionId} className="wallet-card">
            <div className="wallet-row">
              <span className="wallet-title">{r.itemName}</span>
              <span className="wallet-out">{t('mall.spent', { points: r.points })}</span>
            </div>
            <p className="wallet-muted">
              <time dateTime={r.createdAt}>{formatLocalDateTime(r.createdAt)}</time>
            </p>
          </li>
        ))
      }
    </PagedResults>
  );
}
