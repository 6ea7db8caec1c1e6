import { chatBackUrl, ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { badRequest, notLoggedIn } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { tokenOf } from '../http/request-token';
import { hashToken } from '../security/token';
import { acceptForms } from '../vendor/form-body';
import { gatewayOrigin } from '../vendor/gateway-origin';
import { sendPage } from '../vendor/page-html';
import { assertChatAllowed } from './chat-access';
import { sendChatPage } from './chat-page';
import { chatSessionLive, chatSessionRef } from './chat-session';
import { addChatLine, CHAT_LINE_MAX, chatLines, markAgentLinesSeen, unseenAgentLines } from './chat-store';
import { chatTexts } from './chat-texts';
import { type ChatTicket, signChatTicket, verifyChatTicket } from './chat-ticket';

const linesQuery = v.object({
  ticket: v.string(),
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)), '0'),
});
const sendBody = v.object({ ticket: v.string(), text: v.pipe(v.string(), v.trim(), v.minLength(1)) });

/**
 * Live chat (SPEC 7 CBS_*): the site asks for a chat link, the player is taken to this server's chat
 * page (on an origin the merchant lists in its frame origins), writes there, and customer service
 * answers with `pnpm operator chat`. The page polls for new lines (see README: why polling).
 */
export function registerChatRoutes(app: FastifyInstance): void {
  const siteOrigin = gatewayOrigin();
  const secret = app.deps.secrets.launch;

  registerEndpoint(app, ENDPOINTS.chatLaunch, async (ctx) => {
    const session = sessionOf(ctx);
    const backUrl = chatBackUrl(ctx.input.backUrl, siteOrigin);
    if (!backUrl) throw badRequest();
    await assertChatAllowed(ctx.deps.db, session);
    const token = tokenOf(ctx.request);
    if (!token) throw notLoggedIn();
    const ticket = signChatTicket(
      {
        memberId: session.memberId,
        session: chatSessionRef(hashToken(token)),
        merchantCode: session.merchantCode,
        backUrl,
        language: ctx.input.language,
        headerColor: ctx.input.headerColor,
        title: ctx.input.title,
      },
      secret,
    );
    return { chatUrl: `${siteOrigin}/wps/chat/room?ticket=${encodeURIComponent(ticket)}` };
  });

  registerEndpoint(app, ENDPOINTS.chatUnread, async (ctx) => {
    const session = sessionOf(ctx);
    await assertChatAllowed(ctx.deps.db, session);
    return { unReadCount: await unseenAgentLines(ctx.deps.db, session.memberId) };
  });

  const expired = (reply: FastifyReply, language = 'EN') =>
    sendPage(reply, 401, siteOrigin, {
      title: chatTexts(language).title,
      body: `<h1>${chatTexts(language).title}</h1><p role="alert">${chatTexts(language).expired}</p>`,
    });

  /** A ticket that is signed, unexpired, and whose session still lives. */
  const liveTicket = async (raw: unknown): Promise<ChatTicket | null> => {
    const ticket = verifyChatTicket(raw, secret);
    if (!ticket) return null;
    return (await chatSessionLive(app.deps.db, ticket, app.deps.sessionIdleMs)) ? ticket : null;
  };

  const page = async (reply: FastifyReply, ticket: ChatTicket, raw: string, notice: string | null) => {
    const { db } = app.deps;
    const lines = await chatLines(db, ticket.memberId);
    await markAgentLinesSeen(db, ticket.memberId, new Date());
    return sendChatPage(reply, notice ? 400 : 200, {
      ...ticket,
      ticket: raw,
      lines,
      texts: chatTexts(ticket.language),
      notice,
    });
  };

  app.register(async (child) => {
    acceptForms(child);
    child.get('/wps/chat/room', async (request, reply) => {
      const raw = (request.query as { ticket?: unknown }).ticket;
      const ticket = await liveTicket(raw);
      if (!ticket || typeof raw !== 'string') return expired(reply);
      return page(reply, ticket, raw, null);
    });

    child.get('/wps/chat/lines', async (request, reply) => {
      const query = v.safeParse(linesQuery, request.query);
      const ticket = query.success ? await liveTicket(query.output.ticket) : null;
      if (!query.success || !ticket)
        return reply.code(401).header('cache-control', 'no-store').send({ lines: [] });
      const lines = await chatLines(child.deps.db, ticket.memberId, query.output.after);
      // The open page shows agent lines as they arrive, so they no longer count as unread.
      if (lines.some((l) => l.sender === 'agent'))
        await markAgentLinesSeen(child.deps.db, ticket.memberId, new Date());
      return reply.header('cache-control', 'no-store').send({ lines });
    });

    child.post('/wps/chat/send', async (request, reply) => {
      const isForm = String(request.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      const body = v.safeParse(sendBody, request.body ?? {});
      const raw = body.success ? body.output.ticket : (request.body as { ticket?: unknown } | null)?.ticket;
      const ticket = await liveTicket(raw);
      if (!ticket || typeof raw !== 'string') {
        return isForm ? expired(reply) : reply.code(401).send({ error: 'expired' });
      }
      const texts = chatTexts(ticket.language);
      const text = body.success ? body.output.text : '';
      const tooLong = [...text].length > CHAT_LINE_MAX;
      if (!text || tooLong) {
        if (isForm) return page(reply, ticket, raw, tooLong ? texts.tooLong : texts.failed);
        return reply.code(400).send({ error: tooLong ? 'too-long' : 'empty' });
      }
      const line = await addChatLine(
        child.deps.db,
        { memberId: ticket.memberId, sender: 'member', body: text },
        new Date(),
      );
      if (isForm)
        return reply
          .code(303)
          .header('location', `/wps/chat/room?ticket=${encodeURIComponent(raw)}`)
          .send();
      return reply.header('cache-control', 'no-store').send({ line });
    });
  });
}
