import { findRoute } from '@mobile/shared-contracts';
import { agentFooterLinks } from './agent-footer-links';
import { AGENT_MENU, visibleAgentMenu } from './agent-menu';

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);
const MAIL = ['MAILCEN'];

describe('visibleAgentMenu', () => {
  it('shows only online service when no switch is set (SPEC 2: an entry shows only when enabled)', () => {
    expect(ids(visibleAgentMenu({}, MAIL))).toEqual(['onlineService']);
  });

  it('shows the entries switched on, in the menu order', () => {
    const on = Object.fromEntries(AGENT_MENU.map((entry) => [entry.id, true]));
    expect(ids(visibleAgentMenu(on, MAIL))).toEqual(ids([...AGENT_MENU]));
    const visible = ids(visibleAgentMenu({ ...on, redRain: false, mail: false }, MAIL));
    expect(visible).not.toContain('redRain');
    expect(visible).not.toContain('mail');
    expect(visible).toContain('teamPnl');
    expect(visible).toHaveLength(AGENT_MENU.length - 2);
  });

  it('MAILCEN gates the mail entry (SPEC 6: email entry needs MAILCEN)', () => {
    expect(ids(visibleAgentMenu({ mail: true }, MAIL))).toContain('mail');
    expect(ids(visibleAgentMenu({ mail: true }, ['CBS3']))).not.toContain('mail');
  });

  it('always shows online service', () => {
    expect(ids(visibleAgentMenu({ onlineService: false }, MAIL))).toContain('onlineService');
  });

  it('links the transaction record to its agent variant', () => {
    expect(AGENT_MENU.find((entry) => entry.id === 'transactionRecord')?.to).toBe(
      '/m/transaction/record?types=A',
    );
  });

  it('links the menu and the footer only to pages that have a record (or to the player home)', () => {
    const targets = [
      ...AGENT_MENU.map((entry) => entry.to),
      ...agentFooterLinks(['DIVIDEND']).map((l) => l.to),
    ];
    for (const to of targets) {
      if (to === null || to === '/m/home') continue;
      expect(findRoute(to.split('?')[0] ?? '')).toBeDefined();
    }
  });
});
