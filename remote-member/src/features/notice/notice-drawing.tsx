/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { Announcement } from '@mobile/shared-contracts';
import { NoticeRows } from './components/notice-rows';

export interface NoticeDrawingProps {
  /** The list's name: the catalogue's `notice.title`. */
  label: string;
  notices: readonly Announcement[];
}

const nothing = () => undefined;
const none = () => null;

/**
 * /m/notice's first state for a guest (no unread dots, nothing open), drawn by the frame service into the
 * page's HTML (decision 0561): the page's own `NoticeRows` in a guest's state, so the markup is the one
 * `NoticePage` commits once its announcements are in (`notice-drawing.test.tsx` holds it node for node).
 * It lives in the feature, beside the page, because it is built from the feature's own views (decision 0601).
 */
export function NoticeDrawing({ label, notices }: NoticeDrawingProps) {
  return (
    <NoticeRows
      label={label}
      notices={notices}
      openId={null}
      unreadLabelOf={none}
      onToggle={nothing}
      renderPanel={none}
    />
  );
}
