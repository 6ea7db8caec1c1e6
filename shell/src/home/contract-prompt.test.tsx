import '../test/browser-stubs';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, sessionOf } from '../test/render-with-shell';
import { ContractPrompt } from './contract-prompt';

const where = () => screen.getByTestId('location').textContent;
const pending = { dailysalreqtype: 'DAILY', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: null };

describe('ContractPrompt on home', () => {
  it('asks about each pending contract; Cancel shows the next, Go opens its page', async () => {
    renderWithShell(<ContractPrompt />, { session: sessionOf(1), responses: { contractInfo: pending } });
    expect(
      await screen.findByRole('alertdialog', { name: 'A daily salary contract is waiting' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'A dividend contract is waiting' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(where()).toBe('/m/member/agent/getDevidendContract');
  });

  it.each([4, 40, 41, 42])('never checks for type %p', (type) => {
    const { services } = renderWithShell(<ContractPrompt />, {
      session: sessionOf(type),
      responses: { contractInfo: pending },
    });
    expect(services.api.calls.map((c) => c.key)).not.toContain('contractInfo');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays silent for guests and when the agent remote is off', async () => {
    renderWithShell(<ContractPrompt />, { responses: { contractInfo: pending } });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const { services } = renderWithShell(<ContractPrompt />, {
      session: sessionOf(1),
      enabledRemotes: ['games', 'member'],
      responses: { contractInfo: pending },
    });
    await waitFor(() => expect(services.api.calls.map((c) => c.key)).toContain('contractInfo'));
    // The answer has arrived; no contract page to go to, so no question.
    await act(() => Promise.resolve());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
