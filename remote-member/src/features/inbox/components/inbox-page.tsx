import { EmptyState, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { canUseInbox, FREE_REJECT_TOAST, HOME_PATH } from '@mobile/shared-contracts';
import { useEffect } from 'react';
import { MEMBER_NS } from '../../../load-locale';
import { useInbox } from '../api/use-inbox';
import { InboxList } from './inbox-list';
import '../../../common/notice.css';
import './inbox.css';

/** /m/webEmail. Guests are sent to login by the route; free play is told free_reject and sent home. */
export function InboxPage() {
  const { bus, navigate } = useMount();
  const session = useStreamValue(bus.session$);
  const refused = session !== null && !canUseInbox(session.type);
  const inbox = useInbox(!refused);

  useEffect(() => {
    if (!refused) return;
    bus.emit(FREE_REJECT_TOAST);
    navigate(HOME_PATH, { replace: true });
  }, [refused, bus, navigate]);

  if (refused || inbox.isPending) return <PageSpinner />;
  if (inbox.isError)
    return inbox.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => inbox.refetch()} />;
  if (inbox.data.content.length === 0) return <EmptyState messageKey={`${MEMBER_NS}:inbox.empty`} />;
  return <InboxList messages={inbox.data.content} />;
}
