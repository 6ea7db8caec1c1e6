import { randomInt } from 'node:crypto';
import type { Match } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { amountToCents, centsToAmount } from '../common/money';
import type { Db } from '../db/schema';
import { findOpenMatch } from '../sports/match-store';
import { placeBet } from '../vendor/bet-service';
import { acceptForms } from '../vendor/form-body';
import { gatewayOrigin } from '../vendor/gateway-origin';
import { escapeHtml, formatMoney, messageHtml, sendPage, sendProblem } from '../vendor/page-html';
import {
  betAmountSchema,
  EXPIRED_TEXT,
  type PlayContext,
  playContext,
  ticketField,
} from '../vendor/play-context';
import { refusedBet } from '../vendor/refused-bet';

const playQuery = v.object({ ticket: ticketField });
const betBody = v.object({ ticket: ticketField, amount: v.unknown() });

/** Win chance and multiplier of the demo slot: 45% pays twice the stake. */
const WIN_PERCENT = 45;
const WIN_MULTIPLIER = 2;

type Message = { ok: boolean; text: string } | null;

/** The match the game was opened on, while it is still live or upcoming. */
function matchOf(db: Db, ctx: PlayContext): Promise<Match | null> {
  const { matchId, merchantCode } = ctx.ticket;
  return matchId === undefined ? Promise.resolve(null) : findOpenMatch(db, merchantCode, matchId, new Date());
}

/** The match with its kick-off (UTC: the vendor page knows no time zone) and its 1 / X / 2 odds. */
function matchHtml(match: Match | null): string {
  if (!match) return '';
  const kickOff = `${match.kickOff.slice(0, 16).replace('T', ' ')} UTC`;
  const odds = [
    ['1', match.odds.home],
    ['X', match.odds.draw],
    ['2', match.odds.away],
  ].filter((pair): pair is [string, string] => pair[1] !== null);
  return `<section aria-label="Match"><p>${escapeHtml(match.league)}${match.status === 'live' ? ' · <strong>LIVE</strong>' : ''}</p>
<h2>${escapeHtml(match.home)} v ${escapeHtml(match.away)}</h2>
<p>Kick-off ${escapeHtml(kickOff)}</p>
<p>${odds.map(([pick, value]) => `${pick} <strong>${escapeHtml(value)}</strong>`).join(' · ')}</p></section>`;
}

function pageBody(ctx: PlayContext, message: Message, match: Match | null = null): string {
  const t = escapeHtml(ctx.rawTicket);
  return `<h1>${escapeHtml(ctx.game.display_name)}</h1>
<p>Demo vendor · ${escapeHtml(ctx.game.vendor_code)}</p>
${matchHtml(match)}
<p class="balance">Balance: <strong>${escapeHtml(formatMoney(ctx.currencySymbol, ctx.balance))}</strong></p>
${messageHtml(message)}
<form method="post" action="/lgw/demo-vendor/bet"><input type="hidden" name="ticket" value="${t}">
<button type="submit" name="amount" value="10">Bet 10</button>
<button type="submit" name="amount" value="50">Bet 50</button></form>`;
}

/** The demo vendor's game page and its bet form (opened by launchGame's url). */
export function registerDemoVendorRoutes(app: FastifyInstance): void {
  const origin = gatewayOrigin();
  const secret = app.deps.secrets.launch;
  app.register(async (child) => {
    acceptForms(child);
    child.get('/lgw/demo-vendor/play', async (request, reply) => {
      const query = v.safeParse(playQuery, request.query);
      if (!query.success) return sendProblem(reply, 400, origin, EXPIRED_TEXT);
      const ctx = await playContext(child.deps.db, query.output.ticket, secret, false);
      if (!ctx) return sendProblem(reply, 401, origin, EXPIRED_TEXT);
      const match = await matchOf(child.deps.db, ctx);
      return sendPage(reply, 200, origin, {
        title: ctx.game.display_name,
        body: pageBody(ctx, null, match),
      });
    });

    child.post('/lgw/demo-vendor/bet', async (request, reply) => {
      const body = v.safeParse(betBody, request.body ?? {});
      if (!body.success) return sendProblem(reply, 400, origin, EXPIRED_TEXT);
      const ctx = await playContext(child.deps.db, body.output.ticket, secret, false);
      if (!ctx) return sendProblem(reply, 401, origin, EXPIRED_TEXT);
      const match = await matchOf(child.deps.db, ctx);
      const render = (status: number, message: Message) =>
        sendPage(reply, status, origin, {
          title: ctx.game.display_name,
          body: pageBody(ctx, message, match),
        });
      const amount = v.safeParse(betAmountSchema, body.output.amount);
      if (!amount.success)
        return render(400, { ok: false, text: 'Bet amount must be a whole number from 1 to 10,000.' });
      const amountCents = amountToCents(amount.output);
      const won = randomInt(100) < WIN_PERCENT;
      const result = await placeBet(child.deps.db, {
        memberId: ctx.ticket.memberId,
        gameId: ctx.game.id,
        playType: null,
        amountCents,
        payoutCents: won ? amountCents * WIN_MULTIPLIER : 0,
        detail: won ? 'slot win' : 'slot loss',
        traceId: request.trace.traceId,
        jackpot: true,
      });
      if (!result.ok) {
        const refused = refusedBet(result, ctx.currencySymbol, ctx.balance);
        return render(refused.status, { ok: false, text: refused.text });
      }
      ctx.balance = centsToAmount(result.balanceCents);
      const stake = formatMoney(ctx.currencySymbol, amount.output);
      const slot = won
        ? `You won ${formatMoney(ctx.currencySymbol, centsToAmount(result.payoutCents))} on a ${stake} bet!`
        : `No win ${result.jackpotWins.length > 0 ? 'on the reels ' : ''}this time (bet ${stake}).`;
      const jackpots = result.jackpotWins.map(
        (win) =>
          `JACKPOT! ${win.name} pays you ${formatMoney(ctx.currencySymbol, centsToAmount(win.amountCents))}! `,
      );
      const text = jackpots.join('') + slot;
      return render(200, { ok: true, text });
    });
  });
}
