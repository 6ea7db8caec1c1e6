import type { ToastKind } from '@mobile/shared-contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../app/shell-context';
import { toastDuration } from './toast-duration';
import './toast-host.css';

interface Toast {
  id: number;
  kind: ToastKind;
  messageKey: string;
}

/**
 * Shows the bus's 'toast' events one at a time (a new one replaces the old) for the spec's durations;
 * 'hide-toast' clears it. Errors are announced as alerts, the rest politely.
 */
export function ToastHost() {
  const { bus } = useShell();
  const { t } = useTranslation('common');
  const [toast, setToast] = useState<Toast | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let next = 0;
    // toasts$ replays a toast emitted just before this host mounted (a session ended during start-up).
    const subscription = bus.toasts$.subscribe((event) => {
      clearTimeout(timer);
      if (event.type === 'hide-toast') {
        setToast(null);
        return;
      }
      next += 1;
      setToast({ id: next, kind: event.kind, messageKey: event.messageKey });
      timer = setTimeout(() => setToast(null), toastDuration(event.kind, event.durationMs, event.messageKey));
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [bus]);

  const isError = toast?.kind === 'error';
  const body = toast ? (
    <div key={toast.id} className={`toast toast--${toast.kind}`}>
      {toast.kind === 'loading' ? <span className="toast__spinner" aria-hidden="true" /> : null}
      {t(toast.messageKey)}
    </div>
  ) : null;

  // Both live regions stay mounted so screen readers announce what appears in them.
  return (
    <div className="toast-host">
      <div role="status" aria-live="polite">
        {isError ? null : body}
      </div>
      <div role="alert">{isError ? body : null}</div>
    </div>
  );
}
