import { FIELD_BATCH_MAX_EVENTS, FIELD_BEACON_PATH, type MerchantManifest } from '@mobile/shared-contracts';
import { parseFieldBatch } from '@mobile/shared-contracts/field-beacon-schema';
import shellPackage from '../../package.json';
import { fieldEventOf, pageOf, startFieldBeacon } from './field-beacon';
import { reportField, resetFieldQueue } from './field-queue';

type VitalCallback = (metric: { value: number; attribution: Record<string, string> }) => void;
const vitals: Record<string, VitalCallback> = {};
jest.mock('web-vitals/attribution', () => ({
  onLCP: (cb: VitalCallback) => {
    vitals.LCP = cb;
  },
  onCLS: (cb: VitalCallback) => {
    vitals.CLS = cb;
  },
  onINP: (cb: VitalCallback) => {
    vitals.INP = cb;
  },
}));

const manifest: MerchantManifest = {
  merchantCode: 'demo',
  name: 'Demo',
  remotes: {
    games: { enabled: true, entry: 'https://games.example/remoteEntry.js', version: '2.0.0', arm: 'canary' },
    member: { enabled: true, entry: 'https://member.example/remoteEntry.js', version: '1.0.0' },
    wallet: {
      enabled: true,
      entry: 'https://wallet.example/remoteEntry.js',
      version: '1.4.0',
      arm: 'stable',
    },
    agent: { enabled: false, entry: 'https://agent.example/remoteEntry.js', version: '1.0.0' },
  },
  frameOrigins: [],
};

describe('field events', () => {
  it('name the page by its record key and its owner, never by the URL', () => {
    expect(pageOf('/m/home')).toEqual({ page: 'home', owner: 'shell' });
    expect(pageOf('/m/withdraw')).toEqual({ page: 'withdraw', owner: 'wallet' });
    expect(pageOf('/m/nowhere')).toEqual({ page: 'other', owner: 'shell' });
  });

  it('carry the owner version and canary arm of this visitor, and a scrubbed detail', () => {
    const event = fieldEventOf(
      {
        kind: 'error',
        path: '/m/withdraw',
        detail: 'Failed for ann@example.com, order 12345678 at /m/x?token=t',
      },
      manifest,
    );
    expect(event).toEqual({
      kind: 'error',
      page: 'withdraw',
      owner: 'wallet',
      version: '1.4.0',
      arm: 'stable',
      detail: 'Failed for <email> order <n> at /m/x',
    });
    // A failed container's load is its remote's.
    expect(
      fieldEventOf({ kind: 'load-failure', path: '/m/home', container: 'remote_games' }, manifest),
    ).toMatchObject({ owner: 'games', version: '2.0.0', arm: 'canary', page: 'home' });
    // The script that threw tells the remote, wherever the page is.
    expect(
      fieldEventOf(
        { kind: 'error', path: '/m/withdraw', source: 'https://games.example/js/123.js' },
        manifest,
      ),
    ).toMatchObject({ owner: 'games', version: '2.0.0', arm: 'canary', page: 'withdraw' });
    expect(fieldEventOf({ kind: 'view', path: '/m/home' }, manifest)).toEqual({
      kind: 'view',
      page: 'home',
      owner: 'shell',
      version: shellPackage.version,
      arm: 'stable',
    });
  });
});

describe('the field beacon', () => {
  const sent: string[] = [];
  beforeEach(() => {
    resetFieldQueue();
    sent.length = 0;
    Object.defineProperty(window.navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => {
        expect(url).toBe(FIELD_BEACON_PATH);
        sent.push(body);
        return true;
      },
    });
    window.history.replaceState(null, '', '/m/home');
  });
  const batches = () => sent.map((body) => parseFieldBatch(JSON.parse(body)));
  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  };

  it('sends what came before it, batches at the batch size, and the rest when the page is hidden', async () => {
    reportField({ kind: 'error', owner: 'games', detail: 'TypeError: boom' }, '/m/withdraw');
    // The same failure heard twice (its area and the page's error listener) counts once.
    reportField({ kind: 'error', owner: 'games', detail: 'TypeError: boom' }, '/m/withdraw');
    await startFieldBeacon({ manifest });
    for (let i = 1; i < FIELD_BATCH_MAX_EVENTS; i += 1) reportField({ kind: 'view' });
    expect(batches()).toHaveLength(1);
    expect(batches()[0]?.events[0]).toEqual({
      kind: 'error',
      page: 'withdraw',
      owner: 'games',
      version: '2.0.0',
      arm: 'canary',
      detail: 'TypeError: boom',
    });
    vitals.LCP?.({ value: 1234.5, attribution: { target: '#banner>img' } });
    vitals.CLS?.({ value: 0.02, attribution: { largestShiftTarget: 'div.header' } });
    window.history.replaceState(null, '', '/m/withdraw');
    vitals.INP?.({ value: 90, attribution: { interactionTarget: 'button' } });
    vitals.INP?.({ value: 240, attribution: { interactionTarget: 'button.submit' } });
    hide();
    const [, last] = batches();
    expect(last?.sessionId).toBe(batches()[0]?.sessionId);
    expect(last?.events).toEqual([
      {
        kind: 'LCP',
        page: 'home',
        owner: 'shell',
        version: shellPackage.version,
        arm: 'stable',
        value: 1234.5,
        detail: '#banner>img',
      },
      {
        kind: 'CLS',
        page: 'home',
        owner: 'shell',
        version: shellPackage.version,
        arm: 'stable',
        value: 0.02,
        detail: 'div.header',
      },
      {
        kind: 'INP',
        page: 'withdraw',
        owner: 'wallet',
        version: '1.4.0',
        arm: 'stable',
        value: 240,
        detail: 'button.submit',
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain('/m/');
  });
});
