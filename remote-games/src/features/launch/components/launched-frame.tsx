import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { isApiError } from '@mobile/shared-contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { GAMES_NS } from '../../../load-locale';
import { allowedFrameUrl } from '../rules/frame-origin';
import { canRetryLaunch } from '../rules/launch-retry';
import { EmbeddedFrame } from './embedded-frame';

interface LaunchedFrameProps {
  launch: UseQueryResult<{ url: string }>;
  title: string;
  /** Adds what the embedded page needs beside the ticket (lottery: merchant code, stylesheet). */
  decorate?: (url: URL) => URL;
}

/** The launch call's states, then its URL in a frame if the merchant allows that origin. */
export function LaunchedFrame({ launch, title, decorate = (url) => url }: LaunchedFrameProps) {
  const { merchant } = useMount();
  if (launch.isPending) return <PageSpinner />;
  if (launch.isError) {
    const messageKey = isApiError(launch.error) ? launch.error.messageKey : undefined;
    const retry = canRetryLaunch(launch.error) ? () => launch.refetch() : undefined;
    return <ErrorState messageKey={messageKey} onRetry={retry} />;
  }
  const url = allowedFrameUrl(launch.data.url, merchant.manifest.frameOrigins, window.location.href);
  if (!url) return <ErrorState messageKey={`${GAMES_NS}:frame.notAllowed`} />;
  return <EmbeddedFrame url={decorate(url)} title={title} />;
}
