import type { Page } from '@playwright/test';

/** The game's frame of the game page (the demo vendor's slot inside it). */
export const gameFrame = (page: Page) => page.frameLocator('iframe[title="Game"]');

/**
 * The demo slot's answer to a bet (platform-api/src/demo/demo-vendor-routes.ts): the reels' outcome, after
 * any jackpot the bet won ("JACKPOT! Mini pays you …! No win on the reels this time …"). Every bet draws
 * the seeded pools (Mini 1 in 200), so a journey that bets must accept a jackpot's line.
 */
export const SLOT_OUTCOME = /^(JACKPOT! .*! )?(You won .* bet!|No win (on the reels )?this time .*)$/;

/** Whether the slot's answer says the reels won (a jackpot alone is not a reels win). */
export const reelsWon = (outcome: string | null) => /(^| )You won /.test(outcome ?? '');
