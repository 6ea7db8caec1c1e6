import type { MallItem } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { redeemStateOf } from '../redeem-state';

interface MallItemCardProps {
  item: MallItem;
  points: number;
  confirming: boolean;
  busy: boolean;
  onRedeem(item: MallItem): void;
}

/** An item with its cost and stock; redeem asks once more before spending the points. */
export function MallItemCard({ item, points, confirming, busy, onRedeem }: MallItemCardProps) {
  const { t } = useTranslation(WALLET_NS);
  const state = redeemStateOf(points, item);
  return (
    <li className="wallet-card">
      <div className="wallet-row">
        <h2 className="wallet-title">{item.name}</h2>
        <span className="mall-cost">{t('mall.cost', { points: item.pointsCost })}</span>
      </div>
      <p className="wallet-muted">{item.description}</p>
      <div className="wallet-row">
        <span className="wallet-muted">
          {state === 'available' ? t('mall.stock', { count: item.stock }) : t(`mall.${state}`)}
        </span>
        <button
          type="button"
          className={`wallet-button${confirming ? ' wallet-button--primary' : ''}`}
          disabled={state !== 'available' || busy}
          onClick={() => onRedeem(item)}
        >
          {confirming ? t('mall.confirm', { name: item.name }) : t('mall.redeem', { name: item.name })}
        </button>
      </div>
    </li>
  );
}
