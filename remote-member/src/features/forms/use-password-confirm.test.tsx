import { screen, waitFor } from '@testing-library/react';
import { renderParcelRoot } from '../../test/render';
import { PasswordField } from './password-field';
import { usePasswordConfirm } from './use-password-confirm';

function ConfirmForm(props: {
  confirm(password: string): Promise<string>;
  onConfirmed(result: string): void;
}) {
  const confirm = usePasswordConfirm({
    requiredMessage: 'Enter the password.',
    failureText: () => 'Wrong password.',
    ...props,
  });
  return (
    <form noValidate onSubmit={confirm.onSubmit}>
      <PasswordField {...confirm.field} label="Login password" autoComplete="current-password" />
      <button type="submit" disabled={confirm.pending}>
        Confirm
      </button>
    </form>
  );
}

describe('usePasswordConfirm', () => {
  it('refuses an empty field without sending it', async () => {
    const confirm = jest.fn();
    const { user } = renderParcelRoot(<ConfirmForm confirm={confirm} onConfirmed={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Login password', { selector: 'input' })).toHaveAccessibleDescription(
      'Enter the password.',
    );
    expect(screen.getByLabelText('Login password', { selector: 'input' })).toHaveFocus();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps a refused password, selected, and sends what is typed over it', async () => {
    const confirm = jest.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce('done');
    const onConfirmed = jest.fn();
    const { user } = renderParcelRoot(<ConfirmForm confirm={confirm} onConfirmed={onConfirmed} />);
    const field = screen.getByLabelText<HTMLInputElement>('Login password', { selector: 'input' });
    await user.type(field, 'Demo12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Wrong password.')).toBeInTheDocument();
    expect(field).toHaveValue('Demo12');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 6]);
    expect(onConfirmed).not.toHaveBeenCalled();
    await user.keyboard('Demo1234{Enter}');
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith('done'));
    expect(confirm.mock.calls).toEqual([['Demo12'], ['Demo1234']]);
    expect(screen.queryByText('Wrong password.')).not.toBeInTheDocument();
  });

  it('sends one request at a time', async () => {
    let finish: (value: string) => void = () => undefined;
    const confirm = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { user } = renderParcelRoot(<ConfirmForm confirm={confirm} onConfirmed={jest.fn()} />);
    await user.type(screen.getByLabelText('Login password', { selector: 'input' }), 'Demo1234{Enter}');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.keyboard('{Enter}');
    finish('done');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
