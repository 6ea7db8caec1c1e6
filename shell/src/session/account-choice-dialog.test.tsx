import '../test/browser-stubs';
import type { SessionInfo } from '@mobile/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testI18n } from '../test/render-with-shell';
import { askAccountChoice } from './account-choice-dialog';

const session = (id: number, userName: string): SessionInfo => ({
  token: `${userName}-token-0123456789`,
  merchantCode: 'demo',
  id,
  userName,
  type: 1,
  firstTimeLogin: null,
});
const current = session(1, 'alice');
const offered = session(2, 'bob');

describe('askAccountChoice', () => {
  it('names both accounts and keeps the current one when asked to', async () => {
    const choice = askAccountChoice(testI18n(), current, offered);
    const dialog = await screen.findByRole('alertdialog', { name: 'Which account?' });
    expect(dialog).toHaveTextContent('You are logged in as alice. This link is for the account bob.');
    await userEvent.click(screen.getByRole('button', { name: 'Stay as alice' }));
    await expect(choice).resolves.toBe(current);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("switches to the link's account when chosen", async () => {
    const choice = askAccountChoice(testI18n(), current, offered);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to bob' }));
    await expect(choice).resolves.toBe(offered);
  });

  it('keeps the current account when the dialog is dismissed with Escape', async () => {
    const choice = askAccountChoice(testI18n(), current, offered);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(choice).resolves.toBe(current);
  });
});
