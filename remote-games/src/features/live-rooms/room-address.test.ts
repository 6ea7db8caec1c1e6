import { roomHref, roomIdOf } from './room-address';

describe('room address', () => {
  it('reads the room id of the address, and round-trips with roomHref', () => {
    expect(roomIdOf('?room=12')).toBe(12);
    expect(roomIdOf(new URL(roomHref(7), 'https://m.test').search)).toBe(7);
  });

  it.each(['', '?room=', '?room=0', '?room=-1', '?room=1.5', '?room=abc', '?room=1234567890', '?other=3'])(
    '%j opens the list',
    (search) => {
      expect(roomIdOf(search)).toBeNull();
    },
  );
});
