import { ModalLayer } from '@mobile/react-kit';
import { useId, useRef } from 'react';
import '../../../common/account-ui.css';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  /** Without it the dialog is an alert with one button. */
  cancelLabel?: string;
  onCancel?(): void;
}

/** A modal confirm (cancel / submit) or alert (one button), shared by the account pages; both need an answer. */
export function ConfirmDialog({
  message,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalLayer
      className="acct-dialog__mask"
      panelClassName="acct-dialog"
      role="alertdialog"
      labelledBy={messageId}
      onDismiss={onCancel ?? onConfirm}
      initialFocus={confirmRef}
    >
      <p id={messageId} className="acct-dialog__message">
        {message}
      </p>
      <div className="acct-dialog__actions">
        {onCancel ? (
          <button type="button" className="mk-button mk-button--plain" onClick={onCancel}>
            {cancelLabel}
          </button>
        ) : null}
        <button ref={confirmRef} type="button" className="mk-button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalLayer>
  );
}
