import { ConfigError, DEFAULT_DATABASE_FILE, loadConfig } from './env';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      databaseFile: DEFAULT_DATABASE_FILE,
      databaseUrl: null,
      rateLimitMax: 300,
      publicOrigin: 'http://127.0.0.1:4000',
      seedOnStart: false,
    });
    expect(DEFAULT_DATABASE_FILE).toMatch(/platform-api\/\.data\/platform\.sqlite$/);
    expect(config.remoteEntryUrls.agent).toBe('http://127.0.0.1:3104/remoteEntry.js');
  });

  it('reads remote entry URLs as JSON, keeping defaults for the ones left out', () => {
    const config = loadConfig({
      REMOTE_ENTRY_URLS: '{"games":"https://cdn.example/games/remoteEntry.js"}',
    });
    expect(config.remoteEntryUrls.games).toBe('https://cdn.example/games/remoteEntry.js');
    expect(config.remoteEntryUrls.member).toBe('http://127.0.0.1:3102/remoteEntry.js');
    expect(config.remoteEntryUrlsExplicit).toBe(true);
  });

  it('says clearly what is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ REMOTE_ENTRY_URLS: '{"games":"javascript:alert(1)"}' })).toThrow(
      /REMOTE_ENTRY_URLS/,
    );
    expect(() => loadConfig({ REMOTE_ENTRY_URLS: 'not json' })).toThrow(/JSON/);
  });
});
