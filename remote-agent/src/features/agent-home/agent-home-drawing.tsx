/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { type DrawingCatalogue, DrawingRoot } from '@mobile/react-kit/drawing-root';
import {
  type AgentHomeDrawing,
  type LanguageCode,
  type MountContract,
  pathOf,
  queryKeyOf,
  type SessionInfo,
} from '@mobile/shared-contracts';
import { AGENT_NS } from '../../load-locale';
import { DrawnHour } from './components/agent-greeting';
import { AgentHome } from './components/agent-home';

export interface AgentHomeDrawingProps {
  language: LanguageCode;
  /** The i18n catalogues by language and namespace (`agent` in `language`, the shell's `common`). */
  catalogues: Partial<Record<LanguageCode, Record<string, DrawingCatalogue>>>;
  /** The merchant's whitelabel: the menu grid, the footer and the dividend follow its menu and features. */
  whitelabel: MountContract['merchant']['whitelabel'];
  /** The merchant's manifest: the footer's announcements call names its merchant code (asked after the swap). */
  manifest: MountContract['merchant']['manifest'];
  /** The agent's draw read (docs/decisions/0661): the answers of the page's first calls. */
  answers: AgentHomeDrawing;
  /** The browser's local day (YYYY-MM-DD) the counters were asked for, and its local hour (the greeting). */
  today: string;
  hour: number;
}

/**
 * An agent's /m/agent as the frame service draws it into the page's HTML (decisions 0601, 0642, 0661): the
 * page's own component (`AgentHome`, what `AgentHomePage` renders for an agent) with the draw read's answers
 * under the very query keys the page's calls use (the wallet, today's counters, the dividend contract where
 * the merchant has it): the page as it commits once they are in (each part marks itself loading until then,
 * so the shell keeps the drawing until that commit). `agent-home-drawing.test.tsx` holds it equal to that commit.
 */
export function AgentHomePageDrawing({
  language,
  catalogues,
  whitelabel,
  manifest,
  answers,
  today,
  hour,
}: AgentHomeDrawingProps) {
  const scope = { member: answers.member.id };
  const { id, type, userName } = answers.member;
  // What the page's render reads of the session (no token: a drawing makes no call).
  const session = { id, type, userName } as SessionInfo;
  return (
    <DrawingRoot
      namespace={AGENT_NS}
      language={language}
      catalogues={catalogues}
      merchant={{ whitelabel, manifest }}
      session={{ id, type }}
      answers={[
        [queryKeyOf('wallet', {}, scope), answers.wallet],
        [queryKeyOf('teamKpiC', { startDate: today, endDate: today, size: 0 }, scope), answers.kpi],
        ...(answers.dividend ? [[queryKeyOf('dividendContract', {}, scope), answers.dividend] as const] : []),
      ]}
      location={{ pathname: pathOf('agentHome'), search: '' }}
    >
      <DrawnHour.Provider value={hour}>
        <AgentHome session={session} />
      </DrawnHour.Provider>
    </DrawingRoot>
  );
}
