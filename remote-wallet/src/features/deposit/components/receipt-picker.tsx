/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { RECEIPT_RULES } from '@mobile/shared-contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { type ReceiptUpload, readReceipt } from '../read-receipt';

interface ReceiptPickerProps {
  receipts: ReceiptUpload[];
  onChange(receipts: ReceiptUpload[]): void;
}

/** Up to 3 png/jpg receipts of 5 MB each, checked by their content as they are chosen. */
export function ReceiptPicker({ receipts, onChange }: ReceiptPickerProps) {
  const { t } = useTranslation(WALLET_NS);
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const choose = async (files: FileList | null) => {
    if (!files) return;
    const room = RECEIPT_RULES.maxImages - receipts.length;
    const chosen = Array.from(files);
    const reads = await Promise.all(chosen.slice(0, room).map(readReceipt));
    const next = [...receipts];
    const found: string[] =
      chosen.length > room ? [t('receipt.tooMany', { count: RECEIPT_RULES.maxImages })] : [];
    for (const read of reads) {
      if (read.ok) next.push(read.upload);
      else found.push(t(`receipt.${read.problem}`, { name: read.name }));
    }
    setProblems(found);
    onChange(next);
  };
  return (
    <div className="money-field">
      <label htmlFor={id}>{t('receipt.label', { count: RECEIPT_RULES.maxImages })}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={receipts.length >= RECEIPT_RULES.maxImages}
        onChange={(event) => {
          void choose(event.target.files);
          event.target.value = '';
        }}
      />
      <p className="money-hint">{t('receipt.rule')}</p>
      {receipts.length > 0 ? (
        <ul className="money-receipts" aria-label={t('receipt.chosen')}>
          {receipts.map((receipt, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: receipts have no identity; the list only grows at the end or loses an item.
            <li key={`${receipt.name}-${index}`}>
              <span>{receipt.name}</span>
              <button
                type="button"
                className="money-link"
                onClick={() => onChange(receipts.filter((_, i) => i !== index))}
              >
                {t('receipt.remove', { name: receipt.name })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problems.map((problem) => (
        <p key={problem} className="money-problem" role="alert">
          {problem}
        </p>
      ))}
    </div>
  );
}
