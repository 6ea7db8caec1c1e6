/* @jsxRuntime automatic -- also run by the frame service (the drawings in the features, tsx outside this tsconfig) */
import { formatLocalDateTime } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';

// The pages that use it (notice, inbox) import common/notice.css: the frame service runs this view in Node,
// which has no CSS loader.

interface ExpandableRowProps {
  /** Unique per list and row, e.g. 'member-inbox-12': the button and panel ids derive from it. */
  rowId: string;
  title: string;
  createdAt: string;
  /** Screen-reader word for the unread dot; the dot is drawn only when given. */
  unreadLabel: string | null;
  open: boolean;
  onToggle(): void;
  /** The opened content, labelled by the row's title button. */
  renderPanel(ids: { panelId: string; buttonId: string }): ReactNode;
}

/** A title row (unread dot, title, date) that expands in place: the announcements' and the inbox's. */
export function ExpandableRow({
  rowId,
  title,
  createdAt,
  unreadLabel,
  open,
  onToggle,
  renderPanel,
}: ExpandableRowProps) {
  const buttonId = `${rowId}-title`;
  const panelId = `${rowId}-panel`;
  return (
    <li className={`member-notice__item${unreadLabel ? ' member-notice__item--unread' : ''}`}>
      <h2 className="member-notice__heading">
        <button
          type="button"
          id={buttonId}
          className="member-notice__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {unreadLabel ? (
            <span className="member-notice__dot">
              <span className="mk-visually-hidden">{unreadLabel}</span>
            </span>
          ) : null}
          <span className="member-notice__title">{title}</span>
          <time className="member-notice__date" dateTime={createdAt}>
            {formatLocalDateTime(createdAt)}
          </time>
        </button>
      </h2>
      {open ? renderPanel({ panelId, buttonId }) : null}
    </li>
  );
}
