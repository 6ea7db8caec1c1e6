import type { RemoteName } from './manifest';

/**
 * Which remote owns each page of the spec (DESIGN 'Layout'), built or not yet built. A page of a
 * remote the merchant switched off disappears from every menu; home-type pages belong to the shell.
 * A name covers the path and everything below it ('agent' covers /m/agent/team/overview).
 */
const OWNERS: Readonly<Record<RemoteName, readonly string[]>> = {
  games: [
    'gameList',
    'lottery',
    'task',
    'slotsCenter',
    'gameCenter',
    'startLottery',
    'lottoGame',
    'gameFrame',
    'vnGame',
  ],
  member: [
    'login',
    'register',
    'register.html',
    'forget',
    'changePsw',
    'set',
    'member/home',
    'myAccount',
    'securityCenter',
    'responsible',
    'member/benefits',
    'webEmail',
    'notice',
    'member/notice',
    'message',
    'feedback',
    'help',
    'activity',
    'inviteFriends',
    'app',
    'trail',
  ],
  wallet: [
    'voucherCenter',
    'withdraw',
    'transaction/record',
    'gameRecord',
    'profitandloss',
    'rewardCenter',
    'mall',
    'redRain',
    // Fund transfer (GCS_walletTransfer): the spec names no path for it.
    'transfer',
  ],
  agent: ['agent', 'member/team', 'member/teamRebate', 'member/agent', 'agentRegister', 'teamBetting'],
};

const covers = (path: string, name: string) => path === `/m/${name}` || path.startsWith(`/m/${name}/`);

/** Owning remote of a path (query ignored), or null for the shell's own pages. */
export function ownerOfPath(pathWithQuery: string): RemoteName | null {
  const path = pathWithQuery.split(/[?#]/, 1)[0] ?? '';
  let best: { owner: RemoteName; length: number } | null = null;
  for (const [owner, names] of Object.entries(OWNERS) as [RemoteName, readonly string[]][]) {
    for (const name of names) {
      if (covers(path, name) && (!best || name.length > best.length)) best = { owner, length: name.length };
    }
  }
  return best?.owner ?? null;
}

/** False when the path's owning remote is switched off for this merchant. */
export function isPathEnabled(pathWithQuery: string, enabled: readonly RemoteName[]): boolean {
  const owner = ownerOfPath(pathWithQuery);
  return owner === null || enabled.includes(owner);
}
