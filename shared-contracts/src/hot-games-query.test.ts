import type { ApiClient } from './api-client';
import { GAME_PLATFORM } from './constants';
import { fetchHotGames, hotGamesQueryKey } from './hot-games-query';

describe('hot games query', () => {
  it('keys the list by language', () => {
    expect(hotGamesQueryKey('EN')).toEqual(['hotGames', 'EN']);
    expect(hotGamesQueryKey('EN')).not.toEqual(hotGamesQueryKey('TH'));
  });

  it('asks for the html5 vendors list (isPlatform 2) in the language', async () => {
    const call = jest.fn().mockResolvedValue([]);
    const signal = new AbortController().signal;
    await fetchHotGames({ call } as unknown as ApiClient, 'TH', signal);
    expect(call).toHaveBeenCalledWith(
      'hotGames',
      { isPlatform: '2', language: 'TH', platform: GAME_PLATFORM },
      { signal },
    );
  });
});
