/** One person the local provider knows: what it answers as claims after its own password check. */
export interface DemoUser {
  /** The provider's stable subject (`sub`). */
  sub: string;
  /** What the person types on the provider's login page. */
  login: string;
  password: string;
  email: string;
  emailVerified: boolean;
  name: string;
  preferredUsername: string;
}

/**
 * The demo's people: `ada` and `ben` are new to the site (social registration), `player1` shares the
 * e-mail of the seeded member player1 (linking after that member's password). Published on purpose: the
 * provider only ever runs on a loopback port in the demo and test profiles.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    sub: 'demo-ada',
    login: 'ada',
    password: 'ada-pass-1',
    email: 'ada@example.test',
    emailVerified: true,
    name: 'Ada',
    preferredUsername: 'ada2024',
  },
  {
    sub: 'demo-ben',
    login: 'ben',
    password: 'ben-pass-1',
    email: 'ben@example.test',
    emailVerified: true,
    name: 'Ben',
    preferredUsername: 'ben2024',
  },
  {
    sub: 'demo-player1',
    login: 'player1',
    password: 'player1-pass',
    email: 'player1@example.com',
    emailVerified: true,
    name: 'Player One',
    preferredUsername: 'player1',
  },
];

export function demoUserByLogin(login: string, users: readonly DemoUser[] = DEMO_USERS): DemoUser | null {
  return users.find((user) => user.login === login) ?? null;
}

export function demoUserBySub(sub: string, users: readonly DemoUser[] = DEMO_USERS): DemoUser | null {
  return users.find((user) => user.sub === sub) ?? null;
}
