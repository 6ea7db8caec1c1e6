/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { Announcement } from '@mobile/shared-contracts';
import { ExpandableRow } from '../features/message-list';

export interface NoticeDrawingProps {
  /** The list's name: the catalogue's `notice.title`. */
  label: string;
  notices: readonly Announcement[];
}

const nothing = () => undefined;

/**
 * /m/notice's first state for a guest (no unread dots, nothing open), drawn by the frame service into the
 * page's HTML (decision 0561): the markup `NoticePage` commits once its announcements are in. Rows,
 * title buttons and dates come from the page's own `ExpandableRow`; `notice-drawing.test.tsx` holds the
 * whole drawing equal to the page's render.
 */
export function NoticeDrawing({ label, notices }: NoticeDrawingProps) {
  return (
    <section className="member-notice" aria-label={label}>
      <ul className="member-notice__list">
        {notices.map((notice) => (
          <ExpandableRow
            key={notice.id}
            rowId={`member-notice-${notice.id}`}
            title={notice.title}
            createdAt={notice.createdAt}
            unreadLabel={null}
            open={false}
            onToggle={nothing}
            renderPanel={() => null}
          />
        ))}
      </ul>
    </section>
  );
}
