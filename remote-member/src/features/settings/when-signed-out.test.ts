import { createState, sessionOf } from '@mobile/react-kit/testing';
import type { SessionInfo } from '@mobile/shared-contracts';
import { whenSignedOut } from './when-signed-out';

describe('whenSignedOut', () => {
  it('waits for the session to end, runs once and stops listening', () => {
    const session$ = createState<SessionInfo | null>(sessionOf(0));
    const then = jest.fn();
    whenSignedOut(session$, then);
    expect(then).not.toHaveBeenCalled();
    session$.next(null);
    session$.next(sessionOf(1));
    session$.next(null);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once when there is no session', () => {
    const then = jest.fn();
    whenSignedOut(createState<SessionInfo | null>(null), then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const session$ = createState<SessionInfo | null>(sessionOf(0));
    const then = jest.fn();
    whenSignedOut(session$, then)();
    session$.next(null);
    expect(then).not.toHaveBeenCalled();
  });
});
