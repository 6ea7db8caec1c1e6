import { ErrorState, PageSpinner } from '@mobile/react-kit';
import type { RemoteName } from '@mobile/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../app/shell-context';
import { useFieldView } from '../field/use-field-view';
import { drawnPageFor } from './drawn-page';
import { resetRemote } from './remote-registry';
import { announceRetry, onRetry } from './retry-signal';
import { useDrawn } from './use-drawn';
import { useKeptDrawing } from './use-kept-drawing';
import { useMountProps } from './use-mount-props';
import { usePageLoadingIndicator } from './use-page-loading-indicator';
import { useParcel } from './use-parcel';

interface RemoteAreaProps {
  owner: RemoteName;
  expose: string;
  /** Widgets take less room while loading and say less when they fail. */
  variant?: 'page' | 'widget';
  /** Height kept for the area until its parcel has drawn (no layout shift). */
  reserveHeight?: number;
  /** The player is waiting for this page (opened by a tap or Back): its parcel draws in one task. */
  urgent?: boolean;
}

/**
 * One area of the page drawn by a remote. Whatever happens inside it (files missing, code throwing
 * while mounting) stays inside it: the frame and other areas keep working, and 'retry' starts over.
 */
export function RemoteArea({
  owner,
  expose,
  variant = 'page',
  reserveHeight,
  urgent = false,
}: RemoteAreaProps) {
  const { merchant } = useShell();
  const host = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const props = useMountProps();
  const state = useParcel(host, owner, expose, props, attempt, urgent);
  const drawn = useDrawn(host, state);
  // The document's first page, drawn by the server: its drawing stays until the parcel has drawn (0561).
  const [drawing] = useState(() => (variant === 'page' && !urgent ? drawnPageFor(owner, expose) : null));
  const keeping = useKeptDrawing(host, state, drawing);
  const { t } = useTranslation('common');
  const indicator = usePageLoadingIndicator(variant === 'page' && state === 'loading' && !keeping);
  // A page of this remote was shown, whether its code then loads or not (the rates' denominator).
  useFieldView(expose, owner, variant === 'page');

  // One Retry brings back every failed area of the remote (e.g. both games widgets of home).
  useEffect(
    () => (state === 'error' ? onRetry(owner, () => setAttempt((n) => n + 1)) : undefined),
    [owner, state],
  );
  const retry = () => {
    resetRemote(merchant.manifest, owner);
    announceRetry(owner);
  };

  return (
    <section
      className={`remote-area remote-area--${variant}`}
      data-remote={owner}
      data-expose={expose}
      data-state={state}
      style={drawn || reserveHeight === undefined ? undefined : { minHeight: reserveHeight }}
    >
      <div ref={host} className="remote-area__host" hidden={state === 'error' || state === 'incompatible'} />
      {indicator ? (
        <div className="page-loading-bar" role="progressbar" aria-label={t('state.loading')} />
      ) : null}
      {state === 'loading' && !keeping ? <PageSpinner /> : null}
      {state === 'error' ? <ErrorState messageKey="state.remoteFailed" onRetry={retry} /> : null}
      {state === 'incompatible' ? (
        <ErrorState messageKey="state.remoteIncompatible" detail={`${owner} ${expose}: mount contract`} />
      ) : null}
    </section>
  );
}
