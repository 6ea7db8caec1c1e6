import { type ReactNode, useEffect, useRef, useState } from 'react';
import { maskAcceptsClick } from './mask-rule';
import './overlay.css';

/** Open overlays, newest last: Escape closes only the one on top (e.g. a confirm over the drawer). */
const openOverlays: object[] = [];

interface OverlayProps {
  /** Accessible name of the dialog. */
  label: string;
  onClose: () => void;
  /** drawer: right side panel; sheet: bottom sheet; dialog: centred box. */
  variant: 'drawer' | 'sheet' | 'dialog';
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * A mask with a panel over the page, mounted while open. Closes on Escape and on a mask click, but the
 * mask ignores clicks for 300 ms after opening so the tap that opened it cannot close it at once.
 */
export function Overlay({ label, onClose, variant, role = 'dialog', children }: OverlayProps) {
  const [openedAt] = useState(() => Date.now());
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const token = {};
    openOverlays.push(token);
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openOverlays.at(-1) === token) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openOverlays.splice(openOverlays.indexOf(token), 1);
      previous?.focus();
    };
  }, []);

  const onMaskClick = () => {
    if (maskAcceptsClick(openedAt, Date.now())) onClose();
  };

  return (
    <div className={`overlay overlay--${variant}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the mask is a pointer shortcut; Escape and the close buttons serve keyboards */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      <div className="overlay__mask" data-testid="overlay-mask" onClick={onMaskClick} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal-capable */}
      <div
        ref={panel}
        className="overlay__panel"
        role={role}
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
