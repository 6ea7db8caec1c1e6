import { sessionOf } from '@mobile/react-kit/testing';
import type { ApiError } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { FeedbackPage } from './feedback-page';

const CAPTCHA = { captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' };
const TEXT = 'My withdrawal has not arrived yet.';

function setUp(feedback: () => { id: number } = () => ({ id: 1 })) {
  return renderParcelRoot(<FeedbackPage />, {
    path: '/m/feedback',
    session: sessionOf(1),
    api: { captcha: () => CAPTCHA, feedback },
  });
}

describe('FeedbackPage', () => {
  it('counts characters and keeps submit disabled under 20', async () => {
    const { user } = setUp();
    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(screen.getByText('0/200')).toBeInTheDocument();
    await user.type(box, 'a'.repeat(19));
    expect(screen.getByText('19/200')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(box, 'b');
    expect(submit).toBeEnabled();
  });

  it('stops at 200 characters', async () => {
    const { user } = setUp();
    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    await user.click(box);
    await user.paste('x'.repeat(260));
    expect(box).toHaveValue('x'.repeat(200));
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('asks for a question type, then the code, sending nothing until both are there', async () => {
    const { user, call } = setUp();
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), TEXT);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a question type.');
    await user.click(screen.getByRole('button', { name: /question type/i }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Question type' })).getByRole('button', {
        name: 'Game issues',
      }),
    );
    expect(screen.getByRole('button', { name: /question type game issues/i })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the code.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('feedback', expect.anything());
  });

  it('sends the feedback with the captcha and shows the success alert', async () => {
    const { user, call } = setUp();
    await user.click(screen.getByRole('button', { name: /question type/i }));
    await user.click(screen.getByRole('button', { name: 'Apply to be an agent' }));
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), `  ${TEXT}  `);
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), 'ab12c');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(call).toHaveBeenCalledWith('feedback', {
      content: TEXT,
      type: 6,
      captchaId: 'c1',
      captcha: 'ab12c',
      sender: 'player01',
    });
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('sent successfully');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
  });

  it('shows a wrong code under the captcha and draws a new one', async () => {
    const { user, call } = setUp(() => {
      const error: ApiError = {
        name: 'ApiError',
        code: 'CAPTCHA_WRONG',
        messageKey: 'error.verificationCode',
        status: 400,
        value: { captcha: true },
      };
      throw error;
    });
    await user.click(screen.getByRole('button', { name: /question type/i }));
    await user.click(screen.getByRole('button', { name: 'Other' }));
    await user.type(screen.getByRole('textbox', { name: 'Your feedback' }), TEXT);
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), 'zzzzz');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toHaveValue(TEXT);
    expect(call.mock.calls.filter(([key]) => key === 'captcha').length).toBeGreaterThanOrEqual(2);
  });
});
