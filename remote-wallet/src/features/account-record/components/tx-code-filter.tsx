import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { useTxCodes } from '../api/get-tx-codes';

interface TxCodeFilterProps {
  value: string | null;
  onChange(code: string | null): void;
}

/** Transaction-type select: all types, or one ledger code (named by the catalogue, else the code). */
export function TxCodeFilter({ value, onChange }: TxCodeFilterProps) {
  const { t } = useTranslation(WALLET_NS);
  const id = useId();
  const codes = useTxCodes();
  return (
    <div className="wallet-record__type-filter">
      <label htmlFor={id}>{t('record.txType')}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={!codes.data}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('record.allTypes')}</option>
        {(codes.data ?? []).map((code) => (
          <option key={code} value={code}>
            {t(`txCode.${code}`, { defaultValue: code })}
          </option>
        ))}
      </select>
    </div>
  );
}
