/* @jsxRuntime automatic -- also run by the frame service (the notice drawing, tsx outside this tsconfig) */
import type { Announcement } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { ExpandableRow } from '../../message-list';

export interface NoticeRowsProps {
  /** The list's name: the catalogue's `notice.title` (or `notice.agentTitle`). */
  label: string;
  notices: readonly Announcement[];
  /** The open announcement's id; null when every row is closed. */
  openId: number | null;
  /** The unread dot's screen-reader word for a row, or null for no dot (a guest has no read marks). */
  unreadLabelOf(notice: Announcement): string | null;
  onToggle(notice: Announcement): void;
  /** The opened announcement, labelled by its row's title button. */
  renderPanel(notice: Announcement, ids: { panelId: string; buttonId: string }): ReactNode;
}

/**
 * The announcements as title rows: the markup of `NoticeList` (the page) and of `NoticeDrawing` (the same
 * list drawn by the frame service, decision 0561), one view so the drawing cannot drift from the page.
 * Hook-free: the service renders it in Node.
 */
export function NoticeRows({
  label,
  notices,
  openId,
  unreadLabelOf,
  onToggle,
  renderPanel,
}: NoticeRowsProps) {
  return (
    <section className="member-notice" aria-label={label}>
      <ul className="member-notice__list">
        {notices.map((notice) => (
          <ExpandableRow
            key={notice.id}
            rowId={`member-notice-${notice.id}`}
            title={notice.title}
            createdAt={notice.createdAt}
            unreadLabel={unreadLabelOf(notice)}
            open={openId === notice.id}
            onToggle={() => onToggle(notice)}
            renderPanel={(ids) => renderPanel(notice, ids)}
          />
        ))}
      </ul>
    </section>
  );
}
