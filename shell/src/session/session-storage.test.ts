import { STORAGE_KEYS } from '@mobile/shared-contracts';
import { memoryStorage, sessionOf } from '../test/render-with-shell';
import { readSession, writeSession } from './session-storage';

describe('session storage (MC_SESSION_INFO)', () => {
  it('round-trips a session', () => {
    const storage = memoryStorage();
    writeSession(storage, sessionOf(2));
    expect(readSession(storage)).toEqual(sessionOf(2));
    writeSession(storage, null);
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it.each(['not json', '{"token":""}', '{"token":"abc"}', 'null'])('drops a corrupt entry %p', (raw) => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.session, raw);
    expect(readSession(storage)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});
