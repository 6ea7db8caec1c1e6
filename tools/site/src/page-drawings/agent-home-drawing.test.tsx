import { AgentHomePageDrawing } from '@mobile/remote-agent/src/features/agent-home/agent-home-drawing';
import agentEn from '@mobile/remote-agent/src/locales/EN.json';
import {
  type AgentHomeDrawing,
  DRAW_READS,
  findRoute,
  type PageRecord,
  type Whitelabel,
} from '@mobile/shared-contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MemberDraw } from '../home-frame/member-draw';
import { localDayAndHour } from './agent-home-drawing';
import { itKeepsEachMembersPageTheirOwn } from './own-page-drawing-contract';
import { ok, ownPageDrawingKit } from './own-page-drawing-test-kit';

const COMMON = { action: { back: 'Back' }, title: { agent: 'Agent' } };
const AGENT_HOME = findRoute('/m/agent') as PageRecord;
const ZONE = 'Asia/Manila';

let whitelabel: Whitelabel = { features: ['MAILCEN'], menu: { teamOverview: true } } as Whitelabel;
const answerOf = (id: number, userName: string, sumBalance: number): AgentHomeDrawing => ({
  member: { id, type: 1, userName },
  wallet: { currencySymbol: '₱', sumBalance },
  kpi: {
    footer: {
      teamRegisterMemberCount: 3,
      teamLoginMemberCount: 12,
      teamBetMemberCount: 7,
      teamOnlineCount: 5,
    },
  },
  dividend: null,
});
/** The platform's draw reads, by draw token: each agent's own answer. */
const MEMBERS: Record<string, AgentHomeDrawing> = {
  'token-of-agent-seven-01234': answerOf(7, 'agent07', 1234.5),
  'token-of-agent-eight-01234': answerOf(8, 'agent08', 88.25),
};

beforeEach(() => {
  whitelabel = { features: ['MAILCEN'], menu: { teamOverview: true } } as Whitelabel;
});
const kit = ownPageDrawingKit(
  {
    remote: 'agent',
    route: AGENT_HOME,
    integrity: `sha384-${'A'.repeat(64)}`,
    css: { file: 'agent.css', text: '.agent-home { padding: 12px; }' },
    catalogue: agentEn,
    common: COMMON,
  },
  { path: DRAW_READS.agentHome, members: MEMBERS },
  {
    '/wps/system/whitelabel': () => ok(whitelabel),
  },
);

const { manifest, drawingsOf, request, drawn, drawReads, answerWith } = kit;

const drawOf = (token: string, member: string, timeZone: string | null = ZONE): MemberDraw => ({
  token,
  member,
  balanceHidden: false,
  ...(timeZone ? { timeZone } : {}),
});
const SEVEN = drawOf('token-of-agent-seven-01234', '7');
const EIGHT = drawOf('token-of-agent-eight-01234', '8');

describe('localDayAndHour', () => {
  it("is the day and hour in the browser's zone, not the server's", () => {
    const at = new Date('2026-11-28T17:30:00.000Z');
    expect(localDayAndHour('Asia/Manila', at)).toEqual({ today: '2026-11-29', hour: 1 });
    expect(localDayAndHour('America/New_York', at)).toEqual({ today: '2026-11-28', hour: 12 });
    expect(localDayAndHour('UTC', new Date('2026-11-28T00:05:00.000Z'))).toEqual({
      today: '2026-11-28',
      hour: 0,
    });
  });
});

describe('createPageDrawings: /m/agent (decision 0661)', () => {
  it("draws the agent's home from their draw read for their local day: remote-agent's own drawing, private", async () => {
    const drawing = await drawn(SEVEN);
    const { today, hour } = localDayAndHour(ZONE, new Date());
    const page = renderToStaticMarkup(
      <AgentHomePageDrawing
        language="EN"
        catalogues={{ EN: { common: COMMON, agent: agentEn } }}
        whitelabel={whitelabel}
        manifest={manifest()}
        answers={MEMBERS['token-of-agent-seven-01234'] as AgentHomeDrawing}
        today={today}
        hour={hour}
      />,
    );
    expect(drawing?.html).toContain('data-drawn-page="agent:./AgentHomePage"');
    expect(drawing?.html).toContain(page);
    expect(drawing?.html).toContain('agent07');
    expect(drawing?.html).toContain('₱1,234.50');
    // No form field: its buttons are replayed at the swap (0691), so it is not inert.
    expect(drawing?.html).not.toMatch(/\binert\b/);
    expect(drawing?.css).toBe('.agent-home{padding:12px}');
    expect(drawing?.membersOwn).toBe(true);
    expect(fetch).toHaveBeenCalledWith(
      `http://api/wps/draw/agent-home?date=${today}`,
      expect.objectContaining({
        headers: {
          'X-Merchant-Code': 'demo',
          'x-draw-token': 'token-of-agent-seven-01234',
          'x-draw-member': '7',
        },
      }),
    );
  });

  itKeepsEachMembersPageTheirOwn({
    kit,
    seven: { draw: SEVEN, words: ['agent07'] },
    eight: { draw: EIGHT, words: ['agent08'] },
  });

  it('makes no draw read without the time zone hint, for a player type hint or with a query', async () => {
    const drawings = drawingsOf();
    expect(await drawn(drawOf('token-of-agent-seven-01234', '7', null), drawings)).toBeNull();
    for (const memberType of [0, 4, 40])
      expect(await drawings.drawingOf(AGENT_HOME, { ...request(SEVEN), memberType })).toBeNull();
    expect(await drawn(SEVEN, drawings, '?x=1')).toBeNull();
    expect(drawReads()).toHaveLength(0);
  });

  it('draws nothing for an answer of a player, or a dividend mismatch', async () => {
    // The service's own check: the read answers for a player, not an agent.
    answerWith(() => ok({ ...answerOf(7, 'agent07', 1), member: { id: 7, type: 0, userName: 'p' } }));
    expect(await drawn(SEVEN)).toBeNull();
    // The merchant's dividend switch on, but no dividend in the answer: the page would ask for it.
    answerWith(() => ok(answerOf(7, 'agent07', 1)));
    whitelabel = { ...whitelabel, features: ['MAILCEN', 'DIVIDEND'] };
    expect(await drawn(SEVEN)).toBeNull();
  });

  it('draws the dividend contract where the merchant has the switch', async () => {
    whitelabel = { ...whitelabel, features: ['MAILCEN', 'DIVIDEND'] };
    const contract = { cycle: 'HALF_MONTH', minTeamLoss: 1000, sharePercent: 30, acceptedAt: null } as const;
    answerWith(() => ok({ ...answerOf(7, 'agent07', 1), dividend: { contract } }));
    expect((await drawn(SEVEN))?.html).toContain('30.00 % of team loss');
  });
});
