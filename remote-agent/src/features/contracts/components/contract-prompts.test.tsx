import { sessionOf } from '@mobile/react-kit/testing';
import { screen } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { ContractPrompts } from './contract-prompts';

const pending = { dailysalreqtype: 'DAILY', divtypecompperiodreq: '', contracthoursalreq: 'HOURLY' };

describe('ContractPrompts', () => {
  it('asks about each pending contract in turn; Cancel shows the next, Go opens its page', async () => {
    const session = sessionOf(1, 'agent1');
    const { user, navigate } = renderParcelRoot(<ContractPrompts session={session} />, {
      session,
      api: { contractInfo: () => pending },
    });
    const first = await screen.findByRole('alertdialog', { name: 'A daily salary contract is waiting' });
    expect(first).toHaveTextContent('Open it to read the terms and answer.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('alertdialog', { name: 'An hourly salary contract is waiting' });
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(navigate).toHaveBeenCalledWith('/m/member/agent/getHourContract');
  });

  it.each([41, 42])('never asks the server for type %p', (type) => {
    const session = sessionOf(type, 'agent41');
    const { call } = renderParcelRoot(<ContractPrompts session={session} />, {
      session,
      api: { contractInfo: () => pending },
    });
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
