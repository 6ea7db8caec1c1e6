import type { MerchantManifest } from '@mobile/shared-contracts';
import {
  cachedManifest,
  MANIFEST_REFRESH_AFTER_MS,
  MANIFEST_TTL_MS,
  PROBE_VISITOR_ID,
} from './merchant-manifest';

const remote = { enabled: true, entry: 'http://remote.test/remoteEntry.js', version: '1' };
const MANIFEST: MerchantManifest = {
  merchantCode: 'demo',
  name: 'Demo',
  remotes: { games: remote, member: remote, wallet: remote, agent: remote },
  frameOrigins: [],
};

function api(
  answer: () => Response = () => new Response(JSON.stringify({ success: true, value: MANIFEST })),
) {
  const asked: string[] = [];
  const fetchFake = jest.fn(async (input: string | URL | Request) => {
    asked.push(String(input));
    return answer();
  });
  return { asked, fetch: fetchFake as unknown as typeof fetch };
}

describe('cachedManifest', () => {
  it('asks the API once per merchant while the manifest is fresh, however many ask at once', async () => {
    let now = 0;
    const net = api();
    const manifestOf = cachedManifest({ apiOrigin: 'http://api', fetch: net.fetch, now: () => now });
    const [first, second] = await Promise.all([manifestOf('demo'), manifestOf('demo')]);
    expect(first).toEqual(MANIFEST);
    expect(second).toBe(first);
    now = MANIFEST_REFRESH_AFTER_MS - 1;
    await manifestOf('demo');
    expect(net.asked).toEqual([
      `http://api/wps/system/manifest?merchantCode=demo&visitorId=${PROBE_VISITOR_ID}`,
    ]);
    await manifestOf('lite');
    now = MANIFEST_TTL_MS + 1;
    await manifestOf('demo');
    expect(net.asked).toHaveLength(3);
  });

  it('gives null for a refusal or a malformed manifest, and asks again at the next call', async () => {
    const answers = [
      new Response(JSON.stringify({ success: false, value: null }), { status: 404 }),
      new Response(JSON.stringify({ success: true, value: { merchantCode: 'demo' } })),
      new Response(JSON.stringify({ success: true, value: MANIFEST })),
    ];
    const net = api(() => answers.shift() ?? new Response('', { status: 500 }));
    const manifestOf = cachedManifest({ apiOrigin: 'http://api', fetch: net.fetch, now: () => 0 });
    expect(await manifestOf('demo')).toBeNull();
    expect(await manifestOf('demo')).toBeNull();
    expect(await manifestOf('demo')).toEqual(MANIFEST);
    expect(net.asked).toHaveLength(3);
  });

  it('reads a manifest again beside a request that finds it old, and never answers one past its time', async () => {
    let now = 0;
    let version = 1;
    const net = api(
      () => new Response(JSON.stringify({ success: true, value: { ...MANIFEST, name: `Demo ${version}` } })),
    );
    const manifestOf = cachedManifest({ apiOrigin: 'http://api', fetch: net.fetch, now: () => now });
    expect((await manifestOf('demo'))?.name).toBe('Demo 1');
    // An operator changes the merchant; the next request within the manifest's time is answered at once
    // with the one it has, and has it read again beside it.
    version = 2;
    now = MANIFEST_REFRESH_AFTER_MS;
    expect((await manifestOf('demo'))?.name).toBe('Demo 1');
    expect(net.asked).toHaveLength(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await manifestOf('demo'))?.name).toBe('Demo 2');
    expect(net.asked).toHaveLength(2);
    // Nobody asked for a while: past its time, the request waits for a fresh read.
    version = 3;
    now += MANIFEST_TTL_MS;
    expect((await manifestOf('demo'))?.name).toBe('Demo 3');
    expect(net.asked).toHaveLength(3);
  });
});
