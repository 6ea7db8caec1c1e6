import type { BusEvent } from '@mobile/shared-contracts';
import { sessionOf } from '../test/render-with-shell';
import { createBus } from './create-bus';
import { endExpiredSession } from './session-expired';

function setUp() {
  const bus = createBus({ session: sessionOf(1), language: 'EN' });
  const events: BusEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  return { bus, events };
}

describe('endExpiredSession', () => {
  it('clears the session, says so and opens login with the page to come back to', () => {
    const { bus, events } = setUp();
    endExpiredSession(bus, '/m/transaction/record?types=A');
    expect(bus.session$.getValue()).toBeNull();
    expect(events).toEqual([
      { type: 'toast', kind: 'error', messageKey: 'error.sessionExpired' },
      { type: 'open-login', returnTo: '/m/transaction/record?types=A' },
    ]);
  });

  it('does it once when several calls fail together', () => {
    const { bus, events } = setUp();
    endExpiredSession(bus, '/m/home');
    endExpiredSession(bus, '/m/home');
    expect(events.filter((e) => e.type === 'toast')).toHaveLength(1);
  });

  it('stays on the login and register pages', () => {
    const { bus, events } = setUp();
    endExpiredSession(bus, '/m/login?redirect=%2Fm%2Fhome');
    expect(events.map((e) => e.type)).toEqual(['toast']);
  });
});
