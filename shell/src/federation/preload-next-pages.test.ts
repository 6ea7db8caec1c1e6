import { likelyNextParcels, preloadLikelyNextPages } from './preload-next-pages';

jest.mock('./remote-registry', () => ({ loadParcelConfig: jest.fn() }));

describe('likelyNextParcels', () => {
  it('names the owning remote and parcel of each page, once, for enabled remotes only', () => {
    expect(likelyNextParcels(['/m/gameCenter', '/m/gameList', '/m/login'], ['games', 'member'])).toEqual([
      { owner: 'games', expose: './CategoryGamePage' },
      { owner: 'games', expose: './GameListPage' },
      { owner: 'member', expose: './LoginRegisterPage' },
    ]);
    expect(likelyNextParcels(['/m/voucherCenter', '/m/nowhere', '/m/login'], ['games'])).toEqual([]);
  });
});

describe('preloadLikelyNextPages', () => {
  it('loads one parcel per idle period, in order, going on after a failure', async () => {
    const tasks: (() => void)[] = [];
    const schedule = (task: () => void) => tasks.push(task);
    let calls = 0;
    const load = jest.fn((owner: string, _expose: string): Promise<unknown> => {
      calls += 1;
      return owner === 'games' && calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve({});
    });
    preloadLikelyNextPages(['games', 'member'], false, schedule, load as never);
    expect(load).not.toHaveBeenCalled();

    for (let step = 0; step < 4 && tasks.length; step++) {
      tasks.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
    }
    expect(load.mock.calls.map((c) => c.slice(0, 2))).toEqual([
      ['games', './CategoryGamePage'],
      ['games', './GameListPage'],
      ['member', './LoginRegisterPage'],
    ]);
  });

  it('preloads the member centre and deposit for a signed-in member', () => {
    const load = jest.fn(() => Promise.resolve({}));
    const tasks: (() => void)[] = [];
    preloadLikelyNextPages(['games', 'member', 'wallet'], true, (t) => tasks.push(t), load as never);
    tasks.shift()?.();
    expect(load).toHaveBeenCalledWith('games', './CategoryGamePage');
  });
});
