import { randomInt } from 'node:crypto';
import { type PlayType, playTypeSchema } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { amountToCents, centsToAmount } from '../common/money';
import { lotteryPlayTypes } from '../lottery/lottery-store';
import { placeBet, splitStake } from '../vendor/bet-service';
import { acceptForms } from '../vendor/form-body';
import { gatewayOrigin } from '../vendor/gateway-origin';
import { lotteryPayout, PICK_MAX, PICK_MIN, picksSchema } from '../vendor/lottery-picks';
import { escapeHtml, formatMoney, messageHtml, sendPage, sendProblem } from '../vendor/page-html';
import {
  betAmountSchema,
  EXPIRED_TEXT,
  type PlayContext,
  playContext,
  ticketField,
} from '../vendor/play-context';
import { refusedBet } from '../vendor/refused-bet';

const playQuery = v.object({ ticket: ticketField, playType: playTypeSchema });
const betBody = v.object({
  ticket: ticketField,
  playType: playTypeSchema,
  numbers: v.unknown(),
  amount: v.unknown(),
});

type Message = { ok: boolean; text: string } | null;

function pageBody(ctx: PlayContext, playType: PlayType, message: Message): string {
  const boxes = Array.from({ length: PICK_MAX - PICK_MIN + 1 }, (_, i) => {
    const n = PICK_MIN + i;
    return `<label><input type="checkbox" name="numbers" value="${n}"> ${n}</label>`;
  }).join('');
  return `<h1>${escapeHtml(ctx.game.display_name)}</h1>
<p>Lottery · ${escapeHtml(ctx.game.vendor_code)} · ${playType === 'trad' ? 'Tradition' : 'Entertainment'}</p>
<p class="balance">Balance: <strong>${escapeHtml(formatMoney(ctx.currencySymbol, ctx.balance))}</strong></p>
${messageHtml(message)}
<form method="post" action="/lotto/demo/bet"><input type="hidden" name="ticket" value="${escapeHtml(ctx.rawTicket)}">
<input type="hidden" name="playType" value="${playType}">
<p>Instant draw: each bet draws its own number at once, apart from the scheduled draws of the results page.</p>
<fieldset><legend>Pick 1 to 5 numbers</legend>${boxes}</fieldset>
<button type="submit" name="amount" value="10">Bet 10</button>
<button type="submit" name="amount" value="50">Bet 50</button></form>`;
}

/** One sub-order per pick, drawn at once: the hit carries the payout. */
function lotterySubOrders(picks: number[], drawn: number, amountCents: number, payoutCents: number) {
  const shares = splitStake(amountCents, picks.length);
  const drawAt = new Date();
  return picks.map((pick, i) => ({
    content: `Number ${pick}`,
    amountCents: shares[i] ?? 0,
    payoutCents: pick === drawn ? payoutCents : 0,
    status: pick === drawn ? ('won' as const) : ('lost' as const),
    drawAt,
  }));
}

/** The demo lottery page opened by launchGame for lottery vendors, with number picks. */
export function registerLotteryDemoRoutes(app: FastifyInstance): void {
  const origin = gatewayOrigin();
  const secret = app.deps.secrets.launch;
  app.register(async (child) => {
    acceptForms(child);
    const open = async (ticket: string, playType: PlayType) => {
      const ctx = await playContext(child.deps.db, ticket, secret, true);
      const allowed = ctx ? await lotteryPlayTypes(child.deps.db, ctx.game.id) : null;
      return ctx && allowed?.includes(playType) ? ctx : null;
    };

    child.get('/lotto/demo/play', async (request, reply) => {
      const query = v.safeParse(playQuery, request.query);
      if (!query.success) return sendProblem(reply, 400, origin, EXPIRED_TEXT);
      const ctx = await open(query.output.ticket, query.output.playType);
      if (!ctx) return sendProblem(reply, 401, origin, EXPIRED_TEXT);
      const body = pageBody(ctx, query.output.playType, null);
      return sendPage(reply, 200, origin, { title: ctx.game.display_name, body });
    });

    child.post('/lotto/demo/bet', async (request, reply) => {
      const body = v.safeParse(betBody, request.body ?? {});
      if (!body.success) return sendProblem(reply, 400, origin, EXPIRED_TEXT);
      const { playType } = body.output;
      const ctx = await open(body.output.ticket, playType);
      if (!ctx) return sendProblem(reply, 401, origin, EXPIRED_TEXT);
      const render = (status: number, message: Message) =>
        sendPage(reply, status, origin, {
          title: ctx.game.display_name,
          body: pageBody(ctx, playType, message),
        });
      const picks = v.safeParse(picksSchema, body.output.numbers);
      if (!picks.success)
        return render(400, { ok: false, text: 'Pick 1 to 5 different numbers from 0 to 9.' });
      const amount = v.safeParse(betAmountSchema, body.output.amount);
      if (!amount.success)
        return render(400, { ok: false, text: 'Bet amount must be a whole number from 1 to 10,000.' });
      const amountCents = amountToCents(amount.output);
      const drawn = randomInt(PICK_MIN, PICK_MAX + 1);
      const payoutCents = lotteryPayout(picks.output, drawn, amountCents);
      const result = await placeBet(child.deps.db, {
        memberId: ctx.ticket.memberId,
        gameId: ctx.game.id,
        playType,
        amountCents,
        payoutCents,
        detail: `picks ${picks.output.join(',')}; drawn ${drawn}`,
        subOrders: lotterySubOrders(picks.output, drawn, amountCents, payoutCents),
        traceId: request.trace.traceId,
      });
      if (!result.ok) {
        const refused = refusedBet(result, ctx.currencySymbol, ctx.balance);
        return render(refused.status, { ok: false, text: refused.text });
      }
      ctx.balance = centsToAmount(result.balanceCents);
      const won = formatMoney(ctx.currencySymbol, centsToAmount(payoutCents));
      // Drawn for this bet alone, not the game's scheduled draw of the results page (docs/decisions/0411).
      const text =
        payoutCents > 0
          ? `Instant draw ${drawn}: you won ${won}!`
          : `Instant draw ${drawn}: no win this time.`;
      return render(200, { ok: true, text });
    });
  });
}
