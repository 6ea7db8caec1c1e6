import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../vendor/page-html';
import { CHAT_LINE_MAX, type ChatLine } from './chat-store';
import type { ChatTexts } from './chat-texts';

/** How often the open chat page asks for new lines while its live stream is not open. */
export const CHAT_POLL_MS = 2000;
/** While the live stream is open, a safety read this often (EventSource cannot see heartbeats). */
export const CHAT_LIVE_POLL_MS = 15_000;

export interface ChatPageModel {
  ticket: string;
  backUrl: string;
  headerColor: string;
  title: string;
  language: string;
  lines: ChatLine[];
  texts: ChatTexts;
  notice: string | null;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px system-ui,sans-serif;background:#f4f5f7;color:#1a1a1a;
display:flex;flex-direction:column;min-height:100vh}header{display:flex;align-items:center;gap:12px;padding:8px 12px;color:#fff}
header a{color:#fff;min-height:44px;display:inline-flex;align-items:center}h1{font-size:18px;margin:0}
main{flex:1;padding:12px;overflow-y:auto}ol{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
li{max-width:80%;padding:8px 12px;border-radius:12px;white-space:pre-wrap;overflow-wrap:anywhere}
li.member{align-self:flex-end;background:#d7e8ff}li.agent{align-self:flex-start;background:#fff;border:1px solid #ddd}
.who{display:block;font-size:12px;color:#555}.note{color:#555}.err{color:#a40000}
form{display:flex;gap:8px;padding:8px 12px;background:#fff;border-top:1px solid #ddd}
label{position:absolute;left:-9999px}textarea{flex:1;min-height:44px;font:inherit;padding:8px}
button{min-width:72px;min-height:44px;font:inherit;border:0;border-radius:8px;background:#1f5fbf;color:#fff}`;

function lineHtml(line: ChatLine, texts: ChatTexts): string {
  const who = line.sender === 'member' ? texts.you : (line.agentName ?? texts.agent);
  return `<li class="${line.sender}" data-id="${line.id}"><span class="who">${escapeHtml(who)}</span>${escapeHtml(line.body)}</li>`;
}

/**
 * The page script: sends with fetch; reads new lines when its live stream (`/wps/chat/stream`, issue 32)
 * says there are, polling every 2 s only while the stream is not open; always writes text, never HTML.
 */
function script(model: ChatPageModel): string {
  const config = JSON.stringify({
    ticket: model.ticket,
    pollMs: CHAT_POLL_MS,
    livePollMs: CHAT_LIVE_POLL_MS,
    max: CHAT_LINE_MAX,
    you: model.texts.you,
    agent: model.texts.agent,
    tooLong: model.texts.tooLong,
    failed: model.texts.failed,
  }).replace(/</g, '\\u003c');
  return `(() => {
const c = ${config};
const list = document.getElementById('lines');
const form = document.getElementById('send');
const box = document.getElementById('text');
const status = document.getElementById('status');
const empty = document.getElementById('empty');
const last = () => Math.max(0, ...[...list.children].map((li) => Number(li.dataset.id) || 0));
function add(line) {
  if (list.querySelector('[data-id="' + line.id + '"]')) return;
  const li = document.createElement('li');
  li.className = line.sender; li.dataset.id = String(line.id);
  const who = document.createElement('span'); who.className = 'who';
  who.textContent = line.sender === 'member' ? c.you : (line.agentName || c.agent);
  li.append(who, document.createTextNode(line.body));
  list.append(li); if (empty) empty.hidden = true;
  li.scrollIntoView({ block: 'end' });
}
let live = false;
let since = 0;
async function read() {
  try {
    const r = await fetch('/wps/chat/lines?ticket=' + encodeURIComponent(c.ticket) + '&after=' + last(), { cache: 'no-store' });
    if (r.ok) (await r.json()).lines.forEach(add);
  } catch (e) {}
}
async function poll() {
  since += c.pollMs;
  if (!live || since >= c.livePollMs) { since = 0; await read(); }
  setTimeout(poll, c.pollMs);
}
if (window.EventSource) {
  const stream = new EventSource('/wps/chat/stream?ticket=' + encodeURIComponent(c.ticket));
  stream.addEventListener('open', () => { live = true; });
  stream.addEventListener('error', () => { live = false; });
  stream.addEventListener('chat', read);
  stream.addEventListener('resync', read);
  stream.addEventListener('logout', () => { stream.close(); live = false; });
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const text = box.value.trim();
  if (!text) return;
  if ([...text].length > c.max) { status.textContent = c.tooLong; return; }
  status.textContent = '';
  try {
    const r = await fetch('/wps/chat/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket: c.ticket, text }) });
    if (!r.ok) throw new Error(String(r.status));
    add((await r.json()).line); box.value = '';
  } catch (e) { status.textContent = c.failed; }
});
setTimeout(poll, c.pollMs);
})();`;
}

export function sendChatPage(reply: FastifyReply, status: number, model: ChatPageModel): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const { texts } = model;
  const title = model.title || texts.title;
  const html = `<!doctype html><html lang="${escapeHtml(model.language.toLowerCase())}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}header{background:${model.headerColor}}</style></head><body>
<header><a href="${escapeHtml(model.backUrl)}">&#8592; ${escapeHtml(texts.back)}</a><h1>${escapeHtml(title)}</h1></header>
<main><p class="note" id="empty"${model.lines.length ? ' hidden' : ''}>${escapeHtml(texts.empty)}</p>
<ol id="lines" aria-live="polite" aria-label="${escapeHtml(title)}">${model.lines.map((l) => lineHtml(l, texts)).join('')}</ol>
<p id="status" class="err" role="status">${model.notice ? escapeHtml(model.notice) : ''}</p></main>
<form id="send" method="post" action="/wps/chat/send"><input type="hidden" name="ticket" value="${escapeHtml(model.ticket)}">
<label for="text">${escapeHtml(texts.label)}</label><textarea id="text" name="text" rows="2" required></textarea>
<button type="submit">${escapeHtml(texts.send)}</button></form>
<script nonce="${nonce}">${script(model)}</script></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}
