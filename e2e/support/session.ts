import type { Page } from '@playwright/test';
import { operator } from './operator';

/** What `operator session` prints: the front end's MC_SESSION_INFO. */
export interface MintedSession {
  token: string;
  merchantCode: string;
  id: number;
  userName: string;
  type: number;
  firstTimeLogin: boolean | number;
}

/** A fresh server session for a seeded user (all demo users live on every demo merchant). */
export function mintSession(user: string, merchant = 'demo'): Promise<MintedSession> {
  return operator<MintedSession>('session', '--user', user, '--merchant', merchant);
}

/** Puts the session in local storage before any page script runs, as a logged-in browser would have it. */
export async function storeSession(page: Page, session: MintedSession): Promise<void> {
  await page.addInitScript((info) => {
    window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
  }, session);
}
