import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderParcelRoot } from '../../test/render';
import { CaptchaField } from './captcha-field';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('shows and hides the password it names, and links its message to the input', async () => {
    const { user } = renderParcelRoot(
      <PasswordField label="Old password" autoComplete="current-password" error="Too short" />,
    );
    const input = screen.getByLabelText('Old password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Too short');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('Hide');
  });
});

describe('PasswordField with a named toggle', () => {
  it('says which password its button shows, for forms with several', () => {
    renderParcelRoot(<PasswordField label="New password" autoComplete="new-password" namedToggle />);
    expect(screen.getByRole('button', { name: 'Show New password' })).toBeInTheDocument();
  });
});

describe('CaptchaField', () => {
  it('asks to tap for a new captcha when one could not be loaded', async () => {
    const refetch = jest.fn();
    const { user } = renderParcelRoot(
      <CaptchaField
        id="c"
        label="Verification code"
        captcha={{ data: undefined, isFetching: false, isError: true, refetch }}
        value=""
        onChange={() => {}}
      />,
    );
    const retry = screen.getByRole('button', { name: 'Show another verification image' });
    expect(retry).toHaveTextContent('Tap to retry');
    await user.click(retry);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

const READY_CAPTCHA = {
  data: { image: 'data:image/png;base64,AA==' },
  isFetching: false,
  isError: false,
  refetch() {},
};

/** A captcha field holding what is typed, as the forms use it. */
function CaptchaAnswer() {
  const [value, setValue] = useState('');
  return (
    <CaptchaField
      id="c"
      label="Verification code"
      captcha={READY_CAPTCHA}
      value={value}
      onChange={setValue}
    />
  );
}

describe('CaptchaField answer', () => {
  it('captcha hint: asks for the letters or digits seen, 1-16 characters (SPEC 5)', async () => {
    const { user } = renderParcelRoot(<CaptchaAnswer />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveAttribute('placeholder', 'Type the characters you see');
    await user.type(input, 'ABCDEFGHIJKLMNOPQRST');
    expect(input).toHaveValue('ABCDEFGHIJKLMNOP');
  });
});
