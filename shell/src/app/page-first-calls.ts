import {
  accessContextOf,
  accessVerdict,
  type FirstCall,
  type FirstCallContext,
  findRoute,
  type RequestOf,
  type SessionInfo,
} from '@mobile/shared-contracts';
import type { ShellApiClient } from '../api/create-api-client';

/** The page the shell is started on, and who starts it. */
export interface FirstCallsPage extends FirstCallContext {
  pathname: string;
  session: Pick<SessionInfo, 'type'> | null;
}

/**
 * The first calls (its page record's `firstCalls`) of the page this start will draw: none where the page's
 * access rule does not let this session see it (the shell then draws login or home instead), decided as
 * the frame service decides the drawn frame (`pageFrameRoute`), from the session alone: a rule that reads the
 * member's labels or the merchant's switches is not passed here, so such a page asks nothing ahead.
 */
export function pageFirstCalls(page: FirstCallsPage): readonly FirstCall[] {
  const route = findRoute(page.pathname);
  if (!route?.firstCalls) return [];
  if (accessVerdict(route.access, accessContextOf({ session: page.session })) !== 'allow') return [];
  return route.firstCalls(page);
}

/** The calls to make at the start (no feature), or those of the merchant's features once they are known. */
export function firstCallsToMake(
  calls: readonly FirstCall[],
  features: readonly string[] | null,
): readonly FirstCall[] {
  return calls.filter((call) =>
    features === null
      ? call.feature === undefined
      : call.feature !== undefined && features.includes(call.feature),
  );
}

/** Makes these calls ahead (`ShellApiClient.prefetch`). */
export function prefetchFirstCalls(api: Pick<ShellApiClient, 'prefetch'>, calls: readonly FirstCall[]): void {
  // Each payload was typed by its endpoint where it was declared (`firstCall`).
  for (const call of calls) api.prefetch(call.endpoint, call.payload as RequestOf<typeof call.endpoint>);
}
