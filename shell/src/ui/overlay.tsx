import { ModalLayer } from '@mobile/react-kit';
import type { ReactNode } from 'react';
import './overlay.css';

interface OverlayProps {
  /** Accessible name of the dialog. */
  label: string;
  onClose: () => void;
  /** drawer: right side panel; sheet: bottom sheet; dialog: centred box. */
  variant: 'drawer' | 'sheet' | 'dialog';
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** The shell's drawer, sheets and dialogs: the kit's modal layer in the shell's three shapes. */
export function Overlay({ label, onClose, variant, role = 'dialog', children }: OverlayProps) {
  return (
    <ModalLayer
      className={`overlay overlay--${variant}`}
      maskClassName="overlay__mask"
      panelClassName="overlay__panel"
      role={role}
      label={label}
      onDismiss={onClose}
    >
      {children}
    </ModalLayer>
  );
}
