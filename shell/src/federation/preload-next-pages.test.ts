import { MOUNT_CONTRACT_VERSION } from '@mobile/shared-contracts';
import type { i18n as I18n } from 'i18next';
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

const i18n = { language: 'EN' } as I18n;

describe('preloadLikelyNextPages', () => {
  it('loads one parcel per idle period, in order, going on after a failure', async () => {
    const tasks: (() => void)[] = [];
    const schedule = (task: () => void) => tasks.push(task);
    let calls = 0;
    const load = jest.fn((owner: string, _expose: string): Promise<unknown> => {
      calls += 1;
      return owner === 'games' && calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve({});
    });
    preloadLikelyNextPages(['games', 'member'], false, i18n, schedule, load as never, () => undefined);
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
    preloadLikelyNextPages(['games', 'member', 'wallet'], true, i18n, (t) => tasks.push(t), load as never);
    tasks.shift()?.();
    expect(load).toHaveBeenCalledWith('games', './CategoryGamePage');
  });

  it('has each parcel of this contract prepare its catalogue before the next one loads', async () => {
    const prepare = jest.fn(() => Promise.resolve());
    const parcel = { contractVersion: MOUNT_CONTRACT_VERSION, prepare };
    const older = { contractVersion: 'mount-contract@0', prepare };
    const load = jest
      .fn()
      .mockResolvedValueOnce(parcel)
      .mockResolvedValueOnce(older)
      .mockResolvedValueOnce({ contractVersion: MOUNT_CONTRACT_VERSION });
    const tasks: (() => void)[] = [];
    preloadLikelyNextPages(
      ['games', 'member'],
      false,
      i18n,
      (t) => tasks.push(t),
      load as never,
      () => undefined,
    );

    for (let step = 0; step < 4 && tasks.length; step++) {
      tasks.shift()?.();
      await new Promise((settle) => setTimeout(settle, 0)); // the load and prepare promises have settled
    }
    expect(load).toHaveBeenCalledTimes(3);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledWith(i18n);
  });

  it('says when it is done, once the last preload has settled', async () => {
    const load = jest.fn(() => Promise.resolve({}));
    const done = jest.fn();
    const tasks: (() => void)[] = [];
    preloadLikelyNextPages(['games'], false, i18n, (t) => tasks.push(t), load as never, done);
    for (let step = 0; step < 2; step++) {
      tasks.shift()?.();
      await new Promise((settle) => setTimeout(settle, 0));
      expect(done).not.toHaveBeenCalled();
    }
    tasks.shift()?.();
    expect(load).toHaveBeenCalledTimes(2);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
