import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderParcelRoot } from '../../test/render';
import { apiError, nextCaptcha } from './test-fixtures';
import { useSmsCode } from './use-sms-code';

/** The hook behind a field and a button, as the login and register forms use it. */
function SmsProbe() {
  const sms = useSmsCode('login');
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <input
        aria-label="Challenge"
        value={sms.answer}
        onChange={(event) => sms.setAnswer(event.target.value)}
      />
      <button type="button" disabled={!sms.captcha.data}>
        {sms.captcha.data ? 'Challenge ready' : 'No challenge'}
      </button>
      <button type="button" onClick={async () => setOutcome(await sms.request('9171234567', '63'))}>
        Get code
      </button>
      <output>{outcome}</output>
    </>
  );
}

async function sendWithChallenge(smsNoLogin: jest.Mock) {
  const view = renderParcelRoot(<SmsProbe />, { api: { captcha: () => nextCaptcha(), smsNoLogin } });
  await view.user.click(screen.getByRole('button', { name: 'Get code' }));
  expect(await screen.findByText('needs-captcha')).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Challenge ready' });
  await view.user.type(screen.getByRole('textbox', { name: 'Challenge' }), 'XY7ZK');
  await view.user.click(screen.getByRole('button', { name: 'Get code' }));
  return view;
}

describe('useSmsCode', () => {
  it("SMS send: loading 'sending' (10 s max), then 'sent' 1.5 s (SPEC 8)", async () => {
    const smsNoLogin = jest.fn(() => ({ expirationTime: Date.now() + 60_000 }));
    const { bus } = await sendWithChallenge(smsNoLogin);
    expect(await screen.findByText('sent')).toBeInTheDocument();
    const toasts = bus.emit.mock.calls.map(([event]) => event).filter((event) => event.type === 'toast');
    expect(toasts).toEqual([
      { type: 'toast', kind: 'loading', messageKey: 'member:sms.sending', durationMs: 10_000 },
      { type: 'toast', kind: 'success', messageKey: 'member:sms.sent', durationMs: 1_500 },
    ]);
  });

  it("shows no 'sent' toast when the send fails", async () => {
    const smsNoLogin = jest.fn(() => {
      throw apiError('SMS_FAILED');
    });
    const { bus } = await sendWithChallenge(smsNoLogin);
    await waitFor(() => expect(screen.getByText('failed')).toBeInTheDocument());
    expect(bus.emit).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }));
  });
});
