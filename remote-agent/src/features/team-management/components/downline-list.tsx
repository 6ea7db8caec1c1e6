import { EmptyState, ErrorState, PageSpinner } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { AGENT_NS } from '../../../load-locale';
import { useDownlines } from '../api/use-downlines';
import type { ListScope } from './downline-filters';
import { DownlineItem } from './downline-item';
import '../../../common/agent-button.css';

interface DownlineListProps {
  scope: ListScope;
  keyword: string;
  selected: readonly number[];
  onToggle(memberId: number): void;
  onOpen(memberId: number): void;
}

/** Loading, error with retry, empty, or the downlines loaded so far with a button for more. */
export function DownlineList({ scope, keyword, selected, onToggle, onOpen }: DownlineListProps) {
  const { t } = useTranslation(AGENT_NS);
  const list = useDownlines(scope, keyword);
  if (list.isPending) return <PageSpinner />;
  if (!list.data || (list.isError && !list.isFetchNextPageError)) {
    return list.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => list.refetch()} />;
  }
  const downlines = list.data.pages.flatMap((page) => page.content);
  const total = list.data.pages[0]?.total ?? 0;
  if (downlines.length === 0) return <EmptyState messageKey={`${AGENT_NS}:team.empty`} />;
  return (
    <>
      <p className="team-manage__count">{t('team.count', { count: total })}</p>
      <ul className="team-manage__list" aria-label={t('team.listLabel')}>
        {downlines.map((downline) => (
          <DownlineItem
            key={downline.id}
            downline={downline}
            selected={selected.includes(downline.id)}
            onToggle={() => onToggle(downline.id)}
            onOpen={() => onOpen(downline.id)}
          />
        ))}
      </ul>
      {list.isFetchNextPageError ? <ErrorState onRetry={() => list.fetchNextPage()} /> : null}
      {list.hasNextPage && !list.isFetchNextPageError ? (
        <button
          type="button"
          className="agent-button team-manage__more"
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('team.loadingMore') : t('team.loadMore')}
        </button>
      ) : null}
    </>
  );
}
