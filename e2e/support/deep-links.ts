/**
 * Issue 34's cold deep links, by the user each is for (seeded demo users): the pages players arrive on from
 * a promotion, an SMS or a bookmark. The deep-links journey and the bench's part 'deeplinks' both read it.
 */
export type DeepLinkUser = 'guest' | 'player1' | 'agent41';

export const DEEP_LINKS: Readonly<Record<DeepLinkUser, readonly string[]>> = {
  guest: ['/m/login', '/m/gameList?gameType=RNG', '/m/lottery', '/m/notice', '/m/activity'],
  player1: ['/m/voucherCenter', '/m/withdraw', '/m/gameRecord', '/m/member/home'],
  agent41: ['/m/agent', '/m/agent/team/overview'],
};

/** The links with their user, in the order above. */
export const deepLinkList = (): { user: DeepLinkUser; link: string }[] =>
  (Object.entries(DEEP_LINKS) as [DeepLinkUser, readonly string[]][]).flatMap(([user, links]) =>
    links.map((link) => ({ user, link })),
  );

/**
 * The links a bench part measures: all of them, or with BENCH_LINKS=withdraw,notice only those containing
 * one of these (to profile a few). The 'deeplinks' and 'threads' parts both choose with it.
 */
export function chosenDeepLinks(only: string | undefined = process.env.BENCH_LINKS) {
  const parts = (only ?? '').split(',').filter(Boolean);
  return deepLinkList().filter(({ link }) => parts.length === 0 || parts.some((part) => link.includes(part)));
}
