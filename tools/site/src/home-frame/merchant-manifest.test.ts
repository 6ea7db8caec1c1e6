import type { MerchantManifest } from '@mobile/shared-contracts';
import { cachedManifest, MANIFEST_TTL_MS, PROBE_VISITOR_ID } from './merchant-manifest';

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
    now = MANIFEST_TTL_MS - 1;
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
});
