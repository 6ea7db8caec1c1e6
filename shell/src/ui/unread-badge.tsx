import { badgeText } from '@mobile/shared-contracts';
import './ui.css';

/** Unread count bubble: nothing at 0, 99+ above the cap. Hidden from screen readers: the control says it. */
export function UnreadBadge({ count }: { count: number }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="unread-badge" aria-hidden="true">
      {text}
    </span>
  );
}
