import type { SessionInfo, StateStream } from '@mobile/shared-contracts';

/** Runs `then` once, the first time the session is gone (now or later), and stops listening. */
export function whenSignedOut(session$: StateStream<SessionInfo | null>, then: () => void): () => void {
  let done = false;
  let subscription: { unsubscribe(): void } | undefined;
  const stop = () => subscription?.unsubscribe();
  subscription = session$.subscribe((session) => {
    if (session || done) return;
    done = true;
    stop();
    then();
  });
  // A stream that answered synchronously with no session has already run `then`.
  if (done) stop();
  return stop;
}
