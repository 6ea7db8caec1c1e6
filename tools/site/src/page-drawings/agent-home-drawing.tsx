/* @jsxRuntime automatic */

import type { DrawingCatalogue } from '@mobile/react-kit/drawing-root';
import { AgentHomePageDrawing } from '@mobile/remote-agent/src/features/agent-home/agent-home-drawing';
import {
  type AgentHomeDrawing,
  DRAW_READS,
  isAgent,
  type LanguageCode,
  MERCHANT_SWITCH,
  type MerchantManifest,
  type Whitelabel,
} from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import type { MemberDraw } from '../home-frame/member-draw';
import { drawReadAnswer } from './draw-read';

/** The browser's local day (YYYY-MM-DD) and hour (0-23) in its time zone at `now`. */
export function localDayAndHour(timeZone: string, now: Date): { today: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { today: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/**
 * The agent's draw read for their local day (docs/decisions/0661), asked per page request and never kept:
 * no cache, no memo, no promise shared with another request. Null when it refuses (a bad or dead cookie, the
 * hint naming someone else, not an agent), fails or is late.
 */
export async function agentHomeAnswers(
  apiOrigin: string,
  merchantCode: string,
  draw: MemberDraw,
  today: string,
): Promise<AgentHomeDrawing | null> {
  return drawReadAnswer<AgentHomeDrawing>(
    apiOrigin,
    merchantCode,
    draw,
    `${DRAW_READS.agentHome}?date=${today}`,
  );
}

/**
 * An agent's /m/agent (decision 0661): the page as it commits once its wallet, today's counters and (with the
 * dividend switch) the dividend contract are in, for the agent the draw read answered for. Nothing without an
 * answer or whitelabel, for an answer of any other member than the hint names or of no agent, or where the
 * answer and the merchant's switch disagree on the dividend (the page would ask for it, or not).
 */
export function drawAgentHome(
  answers: AgentHomeDrawing | null,
  whitelabel: Whitelabel | null,
  manifest: MerchantManifest,
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>,
  request: { language: LanguageCode; memberDraw: MemberDraw; today: string; hour: number },
): ReactNode | null {
  if (!answers || !whitelabel) return null;
  const { member, wallet, kpi, dividend } = answers;
  if (String(member?.id) !== request.memberDraw.member || typeof member.type !== 'number') return null;
  if (!isAgent(member.type) || typeof member.userName !== 'string') return null;
  if (typeof wallet?.sumBalance !== 'number' || typeof wallet.currencySymbol !== 'string') return null;
  if (typeof kpi?.footer !== 'object' || kpi.footer === null) return null;
  const dividendOn = whitelabel.features.includes(MERCHANT_SWITCH.dividend);
  if (dividendOn !== (dividend !== null && typeof dividend === 'object')) return null;
  return (
    <AgentHomePageDrawing
      language={request.language}
      catalogues={catalogues}
      whitelabel={whitelabel}
      manifest={manifest}
      answers={answers}
      today={request.today}
      hour={request.hour}
    />
  );
}
