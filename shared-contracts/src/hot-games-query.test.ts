import type { ApiClient } from './api-client';
import { GAME_PLATFORM } from './constants';
import { hotGamesQuery } from './hot-games-query';

describe('hot games query', () => {
  const api = { call: jest.fn().mockResolvedValue([]) };
  const query = (language: string) => hotGamesQuery(api as unknown as ApiClient, language);

  it('keys the list by its payload, so one language is one cache entry in every remote', () => {
    expect(query('EN').queryKey).toEqual([
      'hotGames',
      { isPlatform: '2', language: 'EN', platform: GAME_PLATFORM },
    ]);
    expect(query('EN').queryKey).toEqual(query('EN').queryKey);
    expect(query('EN').queryKey).not.toEqual(query('TH').queryKey);
  });

  it('asks for the html5 vendors list (isPlatform 2) in the language', async () => {
    const signal = new AbortController().signal;
    await query('TH').queryFn({ signal });
    expect(api.call).toHaveBeenCalledWith(
      'hotGames',
      { isPlatform: '2', language: 'TH', platform: GAME_PLATFORM },
      { signal },
    );
  });
});
