import { ErrorState } from '@mobile/react-kit';
import type { Transaction } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { TransactionItem } from './transaction-item';
import { useInfiniteScroll } from './use-infinite-scroll';

interface TransactionListProps {
  lines: Transaction[];
  currencySymbol: string;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore(): void;
}

/** The ledger lines; scrolling near the end or the button loads the next page until the last one. */
export function TransactionList(props: TransactionListProps) {
  const { lines, currencySymbol, hasMore, loadingMore, loadMoreFailed, onLoadMore } = props;
  const { t } = useTranslation(WALLET_NS);
  const sentinel = useInfiniteScroll<HTMLDivElement>(onLoadMore, hasMore && !loadingMore && !loadMoreFailed);

  return (
    <>
      <ul className="wallet-record__list">
        {lines.map((line) => (
          <TransactionItem key={line.id} line={line} currencySymbol={currencySymbol} />
        ))}
      </ul>
      <div ref={sentinel} className="wallet-record__end">
        {loadMoreFailed ? <ErrorState onRetry={onLoadMore} /> : null}
        {hasMore && !loadMoreFailed ? (
          <button type="button" className="wallet-record__more" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? t('record.loadingMore') : t('record.loadMore')}
          </button>
        ) : null}
        {!hasMore ? <p className="wallet-record__no-more">{t('record.noMore')}</p> : null}
      </div>
    </>
  );
}
