import { EmptyState, ErrorState, PageSpinner } from '@mobile/react-kit';
import type { Paged } from '@mobile/shared-contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../load-locale';

interface PagedResultsProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>;
  emptyKey: string;
  children(items: T[]): ReactNode;
}

/** Loading, error with retry, empty, or the items loaded so far with a load-more button. */
export function PagedResults<T>({ query, emptyKey, children }: PagedResultsProps<T>) {
  const { t } = useTranslation(WALLET_NS);
  if (query.isPending) return <PageSpinner />;
  if (!query.data || (query.isError && !query.isFetchNextPageError)) {
    return query.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => query.refetch()} />;
  }
  const items = query.data.pages.flatMap((page) => page.content);
  if (items.length === 0) return <EmptyState messageKey={`${WALLET_NS}:${emptyKey}`} />;
  return (
    <>
      <ul className="wallet-list">{children(items)}</ul>
      <div className="bet-record__end">
        {query.isFetchNextPageError ? <ErrorState onRetry={() => query.fetchNextPage()} /> : null}
        {query.hasNextPage && !query.isFetchNextPageError ? (
          <button
            type="button"
            className="wallet-button"
            disabled={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('record.loadingMore') : t('record.loadMore')}
          </button>
        ) : null}
        {!query.hasNextPage ? <p className="wallet-muted">{t('record.noMore')}</p> : null}
      </div>
    </>
  );
}
