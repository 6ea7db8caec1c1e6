import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { currencySymbolOf } from '@mobile/shared-contracts';
import { WALLET_NS } from '../../../load-locale';
import { type RecordFilter, useMemberTransactions } from '../api/use-member-transactions';
import { TransactionList } from './transaction-list';

/** Loading, error with retry, empty, or the lines loaded so far with more on demand. */
export function TransactionResults({ filter }: { filter: RecordFilter }) {
  const { bus } = useMount();
  const wallet = useStreamValue(bus.wallet$);
  const records = useMemberTransactions(filter);

  if (records.isPending) return <PageSpinner />;
  if (!records.data || (records.isError && !records.isFetchNextPageError)) {
    return records.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => records.refetch()} />;
  }
  const lines = records.data.pages.flatMap((page) => page.content);
  if (lines.length === 0) return <EmptyState messageKey={`${WALLET_NS}:record.empty`} />;
  return (
    <TransactionList
      lines={lines}
      currencySymbol={currencySymbolOf(wallet)}
      hasMore={records.hasNextPage}
      loadingMore={records.isFetchingNextPage}
      loadMoreFailed={records.isFetchNextPageError}
      onLoadMore={() => {
        if (!records.isFetchingNextPage) records.fetchNextPage();
      }}
    />
  );
}
