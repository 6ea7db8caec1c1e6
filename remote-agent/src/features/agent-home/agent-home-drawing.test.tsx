import { canonicalMarkup, merchantOf, parsedMarkup, sessionOf } from '@mobile/react-kit/testing';
import type { AgentHomeDrawing } from '@mobile/shared-contracts';
import { waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../locales/EN.json';
import { renderParcelRoot } from '../../test/render';
import { AgentHomePageDrawing } from './agent-home-drawing';
import { AgentHomePage } from './components/agent-home-page';
import { todayRange } from './today-range';

/** The test i18n's `common` (react-kit testing) has the back label only of what this page reads. */
const catalogues = { EN: { common: { action: { back: 'Back' } }, agent: en } };
const footer = {
  teamRegisterMemberCount: 3,
  teamLoginMemberCount: 12,
  teamBetMemberCount: 7,
  teamOnlineCount: 5,
};
const contract = { cycle: 'HALF_MONTH', minTeamLoss: 1000, sharePercent: 30, acceptedAt: null } as const;
const answers: AgentHomeDrawing = {
  member: { id: 1, type: 1, userName: 'agent01' },
  wallet: { currencySymbol: '₱', sumBalance: 1234567.5 },
  kpi: { footer },
  dividend: null,
};
const MENU = { teamOverview: true, teamPnl: true, mail: true };
const { manifest } = merchantOf();
const never = () => new Promise<never>(() => undefined);

const drawingOf = (features: string[], drawn: AgentHomeDrawing = answers) =>
  parsedMarkup(
    renderToStaticMarkup(
      <AgentHomePageDrawing
        language="EN"
        catalogues={catalogues}
        manifest={manifest}
        whitelabel={{ features, menu: MENU }}
        answers={drawn}
        today={todayRange(new Date()).startDate}
        hour={new Date().getHours()}
      />,
    ),
  );

/** The page as its parcel mounts it, its first calls answered as given (a pending one never answers). */
function mounted(features: string[], calls: Record<string, () => unknown> = {}) {
  return renderParcelRoot(<AgentHomePage />, {
    path: '/m/agent',
    session: sessionOf(1, 'agent01'),
    whitelabel: { features, menu: MENU },
    api: {
      wallet: () => ({ ...answers.wallet, wallets: [] }),
      teamKpiC: () => ({ footer }),
      dividendContract: () => ({ contract }),
      announcements: never,
      contractInfo: never,
      ...calls,
    } as never,
  });
}

/** The parcel's host as the shell's keeper sees it: drawn once it has content and no loading marker. */
const drawnBy = (host: HTMLElement) =>
  host.firstElementChild !== null && !host.querySelector('[data-mk-loading]');

describe('AgentHomePageDrawing', () => {
  it("is the markup /m/agent's page commits once its wallet and today's counters are in", async () => {
    const { container } = mounted([]);
    await waitFor(() => expect(drawnBy(container)).toBe(true));
    const drawn = drawingOf([]);
    expect(canonicalMarkup(drawn)).toBe(canonicalMarkup(container));
    expect(drawn.querySelector('[data-mk-loading]')).toBeNull();
    expect(drawn.textContent).toContain('agent01');
    expect(drawn.textContent).toContain('₱1,234,567.50');
    expect(drawn.textContent).toContain('12');
  });

  it("with the dividend switch, is the commit once the agent's dividend contract is in too", async () => {
    const { container } = mounted(['DIVIDEND']);
    await waitFor(() => expect(drawnBy(container)).toBe(true));
    const drawn = drawingOf(['DIVIDEND'], { ...answers, dividend: { contract } });
    expect(canonicalMarkup(drawn)).toBe(canonicalMarkup(container));
    expect(drawn.textContent).toContain('30.00 %');
  });

  it.each([
    ['wallet', {}],
    ['teamKpiC', {}],
    ['dividendContract', {}],
  ])('stays loading while %s is asked, so the keeper keeps the drawing', async (pending) => {
    const { container } = mounted(['DIVIDEND'], { [pending]: never });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.firstElementChild).not.toBeNull();
    expect(drawnBy(container)).toBe(false);
  });

  it('greets by the hour it is given, not the server clock', () => {
    const evening = parsedMarkup(
      renderToStaticMarkup(
        <AgentHomePageDrawing
          language="EN"
          catalogues={catalogues}
          manifest={manifest}
          whitelabel={{ features: [], menu: MENU }}
          answers={answers}
          today="2026-11-28"
          hour={21}
        />,
      ),
    );
    expect(evening.querySelector('.agent-home__hello')?.textContent).toBe('Good evening, agent01');
    const early = parsedMarkup(
      renderToStaticMarkup(
        <AgentHomePageDrawing
          language="EN"
          catalogues={catalogues}
          manifest={manifest}
          whitelabel={{ features: [], menu: MENU }}
          answers={answers}
          today="2026-11-28"
          hour={8}
        />,
      ),
    );
    expect(early.querySelector('.agent-home__hello')?.textContent).toBe('Good morning, agent01');
  });
});
