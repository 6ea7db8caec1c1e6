import {
  type AccessContext,
  GUEST_ACCESS,
  MERCHANT_SWITCH,
  MOUNT_CONTRACT_VERSION,
  type RemoteName,
} from '@mobile/shared-contracts';
import type { i18n as I18n } from 'i18next';
import {
  createPreloader,
  likelyNextParcels,
  nextPathsOf,
  type PreloadContext,
  preloadedMark,
} from './preload-next-pages';

jest.mock('./remote-registry', () => ({ loadParcelConfig: jest.fn() }));

const ALL: RemoteName[] = ['games', 'member', 'wallet', 'agent'];
const as = (memberType: number | null, features: string[] = []): AccessContext => ({
  ...GUEST_ACCESS,
  memberType,
  features,
});
const context = (access: AccessContext, menu: Record<string, boolean> = {}): PreloadContext => ({
  access,
  menu,
});
/** The parcels a place preloads for this member and merchant, as 'owner expose'. */
const parcelsOf = (place: Parameters<typeof nextPathsOf>[0], ctx: PreloadContext, enabled = ALL) =>
  likelyNextParcels(nextPathsOf(place, ctx), enabled, ctx.access).map((p) => `${p.owner} ${p.expose}`);

describe('likelyNextParcels', () => {
  it('names the owning remote and parcel of each page, once, for enabled remotes only', () => {
    expect(likelyNextParcels(['/m/gameCenter', '/m/gameList', '/m/login'], ['games', 'member'])).toEqual([
      { owner: 'games', expose: './CategoryGamePage' },
      { owner: 'games', expose: './GameListPage' },
      { owner: 'member', expose: './LoginRegisterPage' },
    ]);
    expect(likelyNextParcels(['/m/voucherCenter', '/m/nowhere', '/m/login'], ['games'])).toEqual([]);
  });

  it('leaves out the pages this member may not open, and reads an address with a query by its path', () => {
    expect(likelyNextParcels(['/m/voucherCenter', '/m/member/home'], ALL, as(null))).toEqual([]);
    expect(likelyNextParcels(['/m/voucherCenter'], ALL, as(4))).toEqual([]);
    expect(likelyNextParcels(['/m/transaction/record?types=A'], ALL, as(1))).toEqual([
      { owner: 'wallet', expose: expect.any(String) },
    ]);
  });
});

describe('nextPathsOf: what each place preloads, by role and merchant', () => {
  it('home: the likely next pages and the tab bar; a guest only the pages a guest opens', () => {
    const guest = parcelsOf('home', context(as(null)));
    expect(guest.slice(0, 3)).toEqual([
      'games ./CategoryGamePage',
      'games ./GameListPage',
      'member ./LoginRegisterPage',
    ]);
    const member = parcelsOf('home', context(as(1)));
    expect(member).toEqual(
      expect.arrayContaining(['member ./MemberCentrePage', expect.stringMatching(/^wallet .*Deposit/)]),
    );
    expect(member).not.toContain('member ./LoginRegisterPage');
    expect(guest).not.toContain('member ./MemberCentrePage');
    // Free play may not deposit: no deposit page for them.
    expect(parcelsOf('home', context(as(4))).some((p) => /Deposit/.test(p))).toBe(false);
  });

  it('the drawer: its entries the member sees, a switched-off entry and a disabled remote left out', () => {
    const all = parcelsOf('drawer', context(as(1)));
    expect(all.length).toBeGreaterThan(8);
    expect(all).toEqual(expect.arrayContaining([expect.stringMatching(/^wallet .*Withdraw/)]));
    const noWithdraw = parcelsOf('drawer', context(as(1), { withdraw: false }));
    expect(noWithdraw.some((p) => /Withdraw/.test(p))).toBe(false);
    // VIP is shown whatever its switch says, and so preloaded.
    expect(parcelsOf('drawer', context(as(1), { vip: false }))).toEqual(all);
    const noWallet = parcelsOf('drawer', context(as(1)), ['games', 'member']);
    expect(noWallet.some((p) => p.startsWith('wallet '))).toBe(false);
    expect(parcelsOf('drawer', context(as(null)))).toEqual(['member ./LoginRegisterPage']);
  });

  it("the member centre's grid: the inbox only with MAILCEN, money pages only for depositors", () => {
    const withMail = parcelsOf('memberCentre', context(as(1, [MERCHANT_SWITCH.mail])));
    const without = parcelsOf('memberCentre', context(as(1)));
    expect(withMail.length).toBe(without.length + 1);
    expect(parcelsOf('memberCentre', context(as(4))).some((p) => /Deposit|Withdraw/.test(p))).toBe(false);
  });

  it('the agent menu: only the entries switched on, for an agent', () => {
    expect(parcelsOf('agentHome', context(as(41)))).toEqual([]);
    const on = parcelsOf('agentHome', context(as(41), { teamOverview: true, redRain: true }));
    expect(on).toHaveLength(2);
    expect(on).toContain('agent ./TeamOverviewPage');
    expect(parcelsOf('agentHome', context(as(41), { teamOverview: true }), ['games'])).toEqual([]);
  });

  it('names its done mark: home keeps shell:preloaded', () => {
    expect(preloadedMark('home')).toBe('shell:preloaded');
    expect(preloadedMark('drawer')).toBe('shell:preloaded:drawer');
  });
});

const i18n = { language: 'EN' } as I18n;
/** Runs the queued idle tasks one at a time, letting each load and prepare settle. */
async function runIdle(tasks: (() => void)[], max = 40): Promise<number> {
  let ran = 0;
  while (tasks.length > 0 && ran < max) {
    tasks.shift()?.();
    ran += 1;
    await new Promise((settle) => setTimeout(settle, 0));
  }
  return ran;
}

describe('createPreloader', () => {
  it('loads one parcel per idle period, in order, going on after a failure', async () => {
    const tasks: (() => void)[] = [];
    let calls = 0;
    const load = jest.fn((): Promise<unknown> => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve({});
    });
    const preloader = createPreloader(i18n, (task) => tasks.push(task), load as never);
    const done = jest.fn();
    preloader.preload(['/m/gameCenter', '/m/gameList', '/m/login'], ALL, as(null), done);
    expect(load).not.toHaveBeenCalled();

    tasks.shift()?.();
    await new Promise((settle) => setTimeout(settle, 0));
    expect(load).toHaveBeenCalledTimes(1); // one parcel in this idle period, the next waits for another
    expect(tasks).toHaveLength(1);
    await runIdle(tasks);
    expect(load.mock.calls.map((c) => (c as unknown[]).slice(0, 2))).toEqual([
      ['games', './CategoryGamePage'],
      ['games', './GameListPage'],
      ['member', './LoginRegisterPage'],
    ]);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('never loads a parcel twice, across places, and marks each place done after its own', async () => {
    const tasks: (() => void)[] = [];
    const load = jest.fn(() => Promise.resolve({}));
    const preloader = createPreloader(i18n, (task) => tasks.push(task), load as never);
    const home = jest.fn();
    const centre = jest.fn();
    preloader.preload(['/m/gameList', '/m/member/home'], ALL, as(1), home);
    // Asked while home's are still queued: the member centre waits its turn and skips what home has.
    preloader.preload(['/m/member/home', '/m/securityCenter', '/m/gameList'], ALL, as(1), centre);
    await runIdle(tasks);
    expect(load).toHaveBeenCalledTimes(3);
    expect(home).toHaveBeenCalledTimes(1);
    expect(centre).toHaveBeenCalledTimes(1);

    preloader.preload(['/m/gameList', '/m/securityCenter'], ALL, as(1), home);
    await runIdle(tasks);
    expect(load).toHaveBeenCalledTimes(3);
    expect(home).toHaveBeenCalledTimes(2); // nothing new: done at once
  });

  it('goes on with the next place when a done callback throws', async () => {
    const tasks: (() => void)[] = [];
    const errors: unknown[] = [];
    // An idle callback that throws reports the error and ends; the browser calls the next ones.
    const schedule = (task: () => void) =>
      tasks.push(() => {
        try {
          task();
        } catch (error) {
          errors.push(error);
        }
      });
    const load = jest.fn(() => Promise.resolve({}));
    const preloader = createPreloader(i18n, schedule, load as never);
    const after = jest.fn();
    preloader.preload(['/m/gameList'], ALL, as(1), () => {
      throw new Error('no performance.mark here');
    });
    preloader.preload(['/m/login'], ALL, as(null), after);
    await runIdle(tasks);
    expect(errors).toEqual([new Error('no performance.mark here')]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(after).toHaveBeenCalledTimes(1);
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
    const preloader = createPreloader(i18n, (t) => tasks.push(t), load as never);
    preloader.preload(['/m/gameCenter', '/m/gameList', '/m/login'], ALL, as(null), () => undefined);
    await runIdle(tasks);
    expect(load).toHaveBeenCalledTimes(3);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledWith(i18n);
  });
});
