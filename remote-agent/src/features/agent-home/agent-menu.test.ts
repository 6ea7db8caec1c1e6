import { AGENT_MENU, visibleAgentMenu } from './agent-menu';

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe('visibleAgentMenu', () => {
  it('shows every entry when no switch is set', () => {
    expect(ids(visibleAgentMenu({}))).toEqual(ids([...AGENT_MENU]));
  });

  it('hides entries switched off, keeps those switched on', () => {
    const visible = ids(visibleAgentMenu({ redRain: false, mail: false, teamPnl: true }));
    expect(visible).not.toContain('redRain');
    expect(visible).not.toContain('mail');
    expect(visible).toContain('teamPnl');
    expect(visible).toHaveLength(AGENT_MENU.length - 2);
  });

  it('always shows online service', () => {
    expect(ids(visibleAgentMenu({ onlineService: false }))).toContain('onlineService');
  });

  it('links the transaction record to its agent variant', () => {
    expect(AGENT_MENU.find((entry) => entry.id === 'transactionRecord')?.to).toBe(
      '/m/transaction/record?types=A',
    );
  });
});
