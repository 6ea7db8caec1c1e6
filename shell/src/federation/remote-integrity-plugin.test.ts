import type { MerchantManifest } from '@mobile/shared-contracts';
import { expectRemoteIntegrity } from './expect-remote-integrity';
import remoteIntegrityPlugin from './remote-integrity-plugin';

const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const manifest: MerchantManifest = {
  merchantCode: 'demo',
  name: 'Demo',
  remotes: {
    games: {
      enabled: true,
      entry: 'https://games.example/remoteEntry.js',
      version: '1',
      integrity: INTEGRITY,
    },
    member: { enabled: true, entry: 'http://127.0.0.1:3102/remoteEntry.js', version: 'dev' },
    wallet: { enabled: false, entry: 'https://wallet.example/remoteEntry.js', version: '1' },
    agent: { enabled: false, entry: 'https://agent.example/remoteEntry.js', version: '1' },
  },
  frameOrigins: [],
};
type CreateScriptArgs = Parameters<NonNullable<ReturnType<typeof remoteIntegrityPlugin>['createScript']>>[0];
const create = (url: string, name: string) =>
  remoteIntegrityPlugin().createScript?.({
    url,
    remoteInfo: { name, entry: url } as CreateScriptArgs['remoteInfo'],
  });

describe('remote integrity plugin', () => {
  beforeAll(() => expectRemoteIntegrity(manifest, ['games', 'member']));

  it("loads a remote's entry with the manifest's integrity, in CORS mode", () => {
    const script = create('https://games.example/remoteEntry.js', 'remote_games');
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const element = script as HTMLScriptElement;
    expect(element.src).toBe('https://games.example/remoteEntry.js');
    expect(element.integrity).toBe(INTEGRITY);
    expect(element.crossOrigin).toBe('anonymous');
  });

  it('leaves other scripts and entries without an integrity to the runtime', () => {
    expect(create('https://games.example/other.js', 'remote_games')).toBeUndefined();
    expect(create('http://127.0.0.1:3102/remoteEntry.js', 'remote_member')).toBeUndefined();
  });

  it("never gives one remote's integrity to another remote's entry", () => {
    expect(create('https://games.example/remoteEntry.js', 'remote_member')).toBeUndefined();
  });
});
