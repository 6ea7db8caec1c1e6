import type { ApiClient } from '@mobile/shared-contracts';
import { loadStartUp } from './start-up';

const remote = (enabled: boolean) => ({
  enabled,
  entry: 'http://127.0.0.1:3101/remoteEntry.js',
  version: '1.0.0',
});
const MANIFEST = {
  merchantCode: 'demo',
  name: 'Demo',
  remotes: { games: remote(true), member: remote(true), wallet: remote(true), agent: remote(false) },
  frameOrigins: [],
};
const STATUS = { maintenance: false, regionRestriction: false, info: null, location: { ip: '203.0.113.7' } };
const ANSWERS: Record<string, unknown> = {
  status: STATUS,
  manifest: MANIFEST,
  consolidatedSettings: { currency: 'PHP' },
  whitelabel: { brand: 'Demo' },
};

/** An API whose calls answer from ANSWERS (or fail, for the names in `failing`), in the order they were sent. */
function fakeApi(failing: readonly string[] = []) {
  const sent: string[] = [];
  const call = jest.fn((name: string) => {
    sent.push(name);
    if (failing.includes(name)) return Promise.reject(new Error(`${name} failed`));
    return Promise.resolve(ANSWERS[name]);
  });
  return { api: { call } as unknown as ApiClient, sent };
}

/** Runs every task queued until now (a timer runs after the messages and timers queued before it). */
const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadStartUp', () => {
  it('asks for status, manifest, settings and white label, and gives the merchant once all answered', async () => {
    const { api, sent } = fakeApi();
    const result = await loadStartUp(api, 'demo', 'visitor-1');
    expect(sent).toEqual(['status', 'manifest', 'consolidatedSettings', 'whitelabel']);
    expect(api.call).toHaveBeenCalledWith('manifest', { merchantCode: 'demo', visitorId: 'visitor-1' });
    expect(result).toEqual({
      kind: 'ready',
      status: 0,
      ip: '203.0.113.7',
      merchant: {
        manifest: expect.objectContaining({ merchantCode: 'demo' }),
        settings: ANSWERS.consolidatedSettings,
        whitelabel: ANSWERS.whitelabel,
      },
    });
  });

  it('sends each call from a task of its own', async () => {
    const { api, sent } = fakeApi();
    const started = loadStartUp(api, 'demo');
    expect(sent).toEqual(['status']);
    // Microtasks alone do not reach the next call: it waits for the next task.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(sent).toEqual(['status']);
    await nextTasks();
    expect(sent.length).toBeGreaterThan(1);
    await started;
    expect(sent).toHaveLength(4);
  });

  it('gives the gate when the site is under maintenance, with the status info', async () => {
    const { api } = fakeApi();
    ANSWERS.status = { ...STATUS, maintenance: true, info: 'Back at 10:00' };
    try {
      await expect(loadStartUp(api, 'demo')).resolves.toEqual({
        kind: 'gate',
        status: 1,
        ip: '203.0.113.7',
        info: 'Back at 10:00',
      });
    } finally {
      ANSWERS.status = STATUS;
    }
  });

  it('fails with the first call that failed, which is handled at once, not after the other calls are sent', async () => {
    const { api } = fakeApi(['status']);
    // The failed answer, watched: does anything take it before this task ends (else an unhandled rejection)?
    const sentSoFar = (api.call as jest.Mock).mock.results;
    let watched: jest.SpyInstance | undefined;
    (api.call as jest.Mock).mockImplementationOnce(() => {
      const answer = Promise.reject(new Error('status failed'));
      watched = jest.spyOn(answer, 'then');
      return answer;
    });
    const started = loadStartUp(api, 'demo');
    expect(sentSoFar).toHaveLength(1);
    expect(watched).toHaveBeenCalled();
    await expect(started).rejects.toThrow('status failed');
  });

  it('refuses a manifest that does not validate', async () => {
    const { api } = fakeApi();
    ANSWERS.manifest = { ...MANIFEST, remotes: { games: remote(true) } };
    try {
      await expect(loadStartUp(api, 'demo')).rejects.toThrow(/Invalid merchant manifest/);
    } finally {
      ANSWERS.manifest = MANIFEST;
    }
  });
});
