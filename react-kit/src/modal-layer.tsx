import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { maskAcceptsClick } from './mask-rule';

/** Open layers, newest last: Escape answers only the one on top (a confirm over the drawer). */
const openLayers: object[] = [];

export interface ModalLayerProps {
  /** The layer over the page; its stylesheet places the mask and the panel (and may paint the backdrop). */
  className: string;
  /** A mask under the panel whose tap dismisses it; without one, taps outside the panel do nothing. */
  maskClassName?: string;
  panelClassName: string;
  /** alertdialog: a message that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  /** The accessible name: the id of the panel's visible title, or a label. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** Escape, and a tap on the mask once it is armed (SPEC 4: not in the first 300 ms). */
  onDismiss?: () => void;
  /** What takes focus on opening (otherwise the panel). Focus goes back where it was on closing. */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal layer covers the page: the drawer, a sheet or a dialog, the shell's or any remote's (each is a
 * ModalLayer, whose panel says `aria-modal`; the document is asked, so every copy of this kit counts). What
 * moves by itself on a page (home's banners, the winners board) skips its move under one: nobody sees it,
 * and its scroll frames would fall beside the player's next tap (decision 0761).
 */
export function coveredByModal(doc: Document = document): boolean {
  return doc.querySelector('[aria-modal="true"]') !== null;
}

/**
 * Every modal of the site: a panel over the page with `aria-modal`, its name, focus moved in and given
 * back, Escape for the topmost layer only, and a mask that ignores the tap that opened it.
 */
export function ModalLayer({
  className,
  maskClassName,
  panelClassName,
  role = 'dialog',
  labelledBy,
  label,
  describedBy,
  onDismiss,
  initialFocus,
  children,
}: ModalLayerProps) {
  const [openedAt] = useState(() => Date.now());
  const panel = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const focusRef = useRef(initialFocus);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const token = {};
    openLayers.push(token);
    (focusRef.current?.current ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openLayers.at(-1) === token) dismissRef.current?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openLayers.splice(openLayers.indexOf(token), 1);
      previous?.focus();
    };
  }, []);

  const onMaskClick = () => {
    if (maskAcceptsClick(openedAt, Date.now())) dismissRef.current?.();
  };

  return (
    <div className={className}>
      {maskClassName ? (
        // Hidden from assistive technology: a pointer shortcut; Escape and the panel's buttons serve keyboards.
        <div className={maskClassName} data-testid="modal-mask" aria-hidden="true" onClick={onMaskClick} />
      ) : null}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal-capable */}
      <div
        ref={panel}
        className={panelClassName}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
