/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { type DepositPromo, formatBalance } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';

interface PromoListProps {
  promos: DepositPromo[];
  selectedId: number | null;
  onSelect(id: number | null): void;
  currencySymbol: string;
}

/** 'Accept promo': none by default; each promo says its bonus and the least deposit it needs. */
export function PromoList({ promos, selectedId, onSelect, currencySymbol }: PromoListProps) {
  const { t } = useTranslation(WALLET_NS);
  if (promos.length === 0) return null;
  return (
    <fieldset className="money-options">
      <legend>{t('deposit.promos')}</legend>
      <label className="money-option">
        <input
          type="radio"
          name="deposit-promo"
          checked={selectedId === null}
          onChange={() => onSelect(null)}
        />
        <span>{t('deposit.noPromo')}</span>
      </label>
      {promos.map((promo) => (
        <label key={promo.id} className="money-option">
          <input
            type="radio"
            name="deposit-promo"
            checked={selectedId === promo.id}
            onChange={() => onSelect(promo.id)}
          />
          <span>
            {t('deposit.acceptPromo', { title: promo.title })}
            <small className="money-hint">
              {t('deposit.promoRule', { min: `${currencySymbol}${formatBalance(promo.minDeposit)}` })}
            </small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
