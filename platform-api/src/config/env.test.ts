import { ConfigError, DEFAULT_DATABASE_FILE, loadConfig } from './env';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      databaseFile: DEFAULT_DATABASE_FILE,
      databaseUrl: null,
      rateLimitMax: 6_000,
      sessionRateLimitMax: 300,
      publicOrigin: 'http://127.0.0.1:4000',
      seedOnStart: false,
      passwordScrypt: { log2N: 17, r: 8, p: 1 },
      sessionIdleMinutes: 30,
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
    expect(() => loadConfig({ PASSWORD_SCRYPT_LOG2N: '4' })).toThrow(/PASSWORD_SCRYPT_LOG2N/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ REGISTER_PER_IP_HOURLY: '0' })).toThrow(/REGISTER_PER_IP_HOURLY/);
  });

  it('judges automatic canaries every 60 s unless told otherwise (0: never on this instance)', () => {
    expect(loadConfig({}).canaryJudgeIntervalS).toBe(60);
    expect(loadConfig({ CANARY_JUDGE_INTERVAL_S: '2' }).canaryJudgeIntervalS).toBe(2);
    expect(loadConfig({ CANARY_JUDGE_INTERVAL_S: '0' }).canaryJudgeIntervalS).toBe(0);
    for (const bad of ['-1', '1.5', '3601', 'soon'])
      expect(() => loadConfig({ CANARY_JUDGE_INTERVAL_S: bad })).toThrow(/CANARY_JUDGE_INTERVAL_S/);
  });

  it('beats the live streams every 15 s and holds 10,000 of them unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ liveHeartbeatMs: 15_000, liveMaxStreams: 10_000 });
    expect(loadConfig({ LIVE_HEARTBEAT_MS: '1000', LIVE_MAX_STREAMS: '2000' })).toMatchObject({
      liveHeartbeatMs: 1_000,
      liveMaxStreams: 2_000,
    });
    for (const bad of ['0', '99', '60001', 'often'])
      expect(() => loadConfig({ LIVE_HEARTBEAT_MS: bad })).toThrow(/LIVE_HEARTBEAT_MS/);
    expect(() => loadConfig({ LIVE_MAX_STREAMS: '0' })).toThrow(/LIVE_MAX_STREAMS/);
  });

  it('runs the lottery draws job every 15 s unless told otherwise, 0 turning it off', () => {
    expect(loadConfig({}).lotteryDrawJobS).toBe(15);
    expect(loadConfig({ LOTTERY_DRAW_JOB_S: '0' }).lotteryDrawJobS).toBe(0);
    for (const bad of ['-1', '3601', 'soon'])
      expect(() => loadConfig({ LOTTERY_DRAW_JOB_S: bad })).toThrow(/LOTTERY_DRAW_JOB_S/);
  });

  it('keeps five registrations per address and hour unless a test site lifts it', () => {
    expect(loadConfig({}).registerPerIpHourly).toBe(5);
    expect(loadConfig({ REGISTER_PER_IP_HOURLY: '1000' }).registerPerIpHourly).toBe(1000);
  });

  it('reads a cheaper password cost for throwaway sites and a session idle time', () => {
    const config = loadConfig({ PASSWORD_SCRYPT_LOG2N: '10', SESSION_IDLE_MINUTES: '5' });
    expect(config.passwordScrypt).toEqual({ log2N: 10, r: 8, p: 1 });
    expect(config.sessionIdleMinutes).toBe(5);
  });

  it('has no metrics port unless METRICS_PORT names one apart from the API', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: null, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
    });
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });
});
