import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
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
  useEffect(() => confirmRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') (onCancel ?? onConfirm)();
  };
  return (
    <div className="acct-dialog__mask">
      <div
        className="acct-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={messageId}
        onKeyDown={onKeyDown}
      >
        <p id={messageId} className="acct-dialog__message">
          {message}
        </p>
        <div className="acct-dialog__actions">
          {onCancel ? (
            <button type="button" className="acct-button acct-button--plain" onClick={onCancel}>
              {cancelLabel}
            </button>
          ) : null}
          <button ref={confirmRef} type="button" className="acct-button" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
