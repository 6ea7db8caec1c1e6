import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useAnnouncements } from '../api/use-announcements';
import { AGENT_NOTICE_TYPES, noticeTypesFrom } from '../notice-query';
import { NoticeList } from './notice-list';
import '../../../common/notice.css';

/** /m/notice and the agent variant /m/member/notice?types=A. */
export function NoticePage() {
  const { location } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const types = noticeTypesFrom(location.search);
  const notices = useAnnouncements(types);

  if (notices.isPending) return <PageSpinner />;
  if (notices.isError) {
    return notices.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => notices.refetch()} />;
  }
  if (notices.data.content.length === 0) return <EmptyState messageKey={`${MEMBER_NS}:notice.empty`} />;
  const label = t(types === AGENT_NOTICE_TYPES ? 'notice.agentTitle' : 'notice.title');
  return <NoticeList key={types} label={label} notices={notices.data.content} />;
}
