/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import { badgeText } from '@mobile/shared-contracts';
// Its styles (ui.css) come with the frame (app-frame.tsx): the server-drawn home frame imports this file too.

/**
 * Unread count bubble: nothing at 0, 99+ above the cap. Hidden from screen readers (the control says
 * it), unless `announced`: then it is part of the control's name, as seen (WCAG 2.5.3 label in name).
 */
export function UnreadBadge({ count, announced = false }: { count: number; announced?: boolean }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="unread-badge" aria-hidden={announced ? undefined : true}>
      {text}
    </span>
  );
}
