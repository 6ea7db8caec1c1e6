import type { MerchantManifest } from '@mobile/shared-contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  loadedParcelConfig,
  loadParcelConfig,
  registerMerchantRemotes,
  resetRemote,
} from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const entry = (port: number, enabled = true) => ({
  enabled,
  entry: `http://127.0.0.1:${port}/mf-manifest.json`,
  version: '1.0.0',
});
const manifest: MerchantManifest = {
  merchantCode: 'lite',
  name: 'Lite',
  remotes: { games: entry(3101), member: entry(3102), wallet: entry(3103, false), agent: entry(3104, false) },
  frameOrigins: [],
};

describe('remote registry', () => {
  it('registers only the enabled remotes, under their container names, from the manifest', () => {
    expect(registerMerchantRemotes(manifest)).toEqual(['games', 'member']);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_games', entry: 'http://127.0.0.1:3101/mf-manifest.json' },
      { name: 'remote_member', entry: 'http://127.0.0.1:3102/mf-manifest.json' },
    ]);
  });

  it('re-registers one remote with force so a retry fetches its files again', () => {
    resetRemote(manifest, 'games');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_games', entry: 'http://127.0.0.1:3101/mf-manifest.json' }],
      { force: true },
    );
  });

  it('loads an exposed parcel by container and module name', async () => {
    const parcel = { mount: jest.fn() };
    (loadRemote as jest.Mock).mockResolvedValue({ default: parcel });
    await expect(loadParcelConfig('games', './GameListPage')).resolves.toBe(parcel);
    expect(loadRemote).toHaveBeenCalledWith('remote_games/GameListPage');
  });

  it('fails clearly when the module has no parcel', async () => {
    (loadRemote as jest.Mock).mockResolvedValue(null);
    await expect(loadParcelConfig('member', './NoticePage')).rejects.toThrow('remote_member/NoticePage');
  });

  it('keeps each loaded parcel for a mount without the runtime, until its remote is reset', async () => {
    const parcel = { mount: jest.fn() };
    (loadRemote as jest.Mock).mockResolvedValue({ default: parcel });
    expect(loadedParcelConfig('member', './LoginPage')).toBeUndefined();
    await loadParcelConfig('member', './LoginPage');
    expect(loadedParcelConfig('member', './LoginPage')).toBe(parcel);
    expect(loadedParcelConfig('member', './NoticePage')).toBeUndefined();
    resetRemote(manifest, 'games');
    expect(loadedParcelConfig('member', './LoginPage')).toBe(parcel);
    resetRemote(manifest, 'member');
    expect(loadedParcelConfig('member', './LoginPage')).toBeUndefined();
  });
});
