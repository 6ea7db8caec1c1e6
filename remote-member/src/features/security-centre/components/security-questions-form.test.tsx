import { sessionOf } from '@mobile/react-kit/testing';
import { type CustomerSecurityQuestions, SECURITY_QUESTION_KEYS } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../../test/auth-fixtures';
import { renderParcelRoot } from '../../../test/render';
import { SecurityCentrePage } from './security-centre-page';

// Forms typed key by key: slow on a busy machine, not a measure of anything.
jest.setTimeout(30_000);

const config = { loginPassword: true, withdrawalPassword: true, mobile: null, email: null, payeeName: 'Ana' };
const NONE: CustomerSecurityQuestions = { questionKeys: [], setAt: null };
const CHOSEN: CustomerSecurityQuestions = {
  questionKeys: ['firstPet', 'birthCity', 'firstSchool'],
  setAt: '2026-11-23T07:00:00.000Z',
};

function renderCentre(setAnswer: () => CustomerSecurityQuestions, initial = NONE) {
  let current = initial;
  const rendered = renderParcelRoot(<SecurityCentrePage />, {
    session: sessionOf(0),
    api: {
      securityConfig: () => config,
      passkeys: () => ({ list: [] }),
      kycStatus: () => ({
        state: 'none' as const,
        reason: null,
        submittedAt: null,
        reviewedAt: null,
        images: 0,
        requiredForWithdrawal: false,
      }),
      securityQuestions: () => ({ questionKeys: [...SECURITY_QUESTION_KEYS] }),
      customerSecurityQuestions: () => current,
      setCustomerSecurityQuestions: () => {
        const answer = setAnswer();
        current = CHOSEN;
        return answer;
      },
    },
  });
  return rendered;
}

async function fillForm(user: ReturnType<typeof renderCentre>['user'], password: string) {
  const picks = ['firstPet', 'birthCity', 'firstSchool'];
  const answers = [' Bantay ', 'Cebu', 'San Roque'];
  for (const [slot, key] of picks.entries()) {
    await user.selectOptions(screen.getByRole('combobox', { name: `Question ${slot + 1}` }), key);
    await user.type(screen.getByRole('textbox', { name: `Answer ${slot + 1}` }), answers[slot] ?? '');
  }
  await user.type(screen.getByLabelText('Login password'), password);
}

describe('SecurityCentrePage security questions', () => {
  it('sets three questions after checking the form, then shows them as set without the answers', async () => {
    const { user, call, bus } = renderCentre(() => CHOSEN);
    const list = await screen.findByRole('list', { name: 'Security centre' });
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(/security questions.*not set/i);
    await user.click(screen.getByRole('button', { name: 'Set up Security questions' }));

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getAllByText('Choose a question.')).toHaveLength(3);
    expect(screen.getAllByText('Answer with 2 to 50 characters.')).toHaveLength(3);
    expect(screen.getByText('Enter your login password.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('setCustomerSecurityQuestions', expect.anything());

    await fillForm(user, 'Demo1234');
    // A question chosen in one slot cannot be chosen in another.
    const third = screen.getByRole('combobox', { name: 'Question 3' });
    expect(within(third).getByRole('option', { name: "What was your first pet's name?" })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('setCustomerSecurityQuestions', {
        password: 'Demo1234',
        answers: [
          { questionKey: 'firstPet', answer: 'Bantay' },
          { questionKey: 'birthCity', answer: 'Cebu' },
          { questionKey: 'firstSchool', answer: 'San Roque' },
        ],
      }),
    );
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', messageKey: 'member:securityQuestions.saved' }),
    );
    const chosen = await screen.findByRole('list', { name: 'Your security questions' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "What was your first pet's name?",
      'In which city were you born?',
      'What was the name of your first school?',
    ]);
    expect(screen.queryByText(/bantay/i)).not.toBeInTheDocument();
    expect(screen.getByText('4 of 6 protections are set')).toBeInTheDocument();
    // The name says what the button shows (WCAG 2.5.3).
    expect(screen.getByRole('button', { name: 'Change Security questions' })).toHaveTextContent('Change');
  });

  it('marks a wrong login password on its field and keeps everything typed', async () => {
    const { user } = renderCentre(() => {
      throw apiError('WRONG_CREDENTIALS');
    });
    await user.click(await screen.findByRole('button', { name: 'Set up Security questions' }));
    await screen.findByRole('combobox', { name: 'Question 1' });
    await fillForm(user, 'Wrong999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The login password is not correct.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Answer 3' })).toHaveValue('San Roque');
    expect(screen.getByRole('combobox', { name: 'Question 2' })).toHaveValue('birthCity');
  });

  it("shows the server's message for another refusal", async () => {
    const { user } = renderCentre(() => {
      throw apiError('RATE_LIMITED');
    });
    await user.click(await screen.findByRole('button', { name: 'Set up Security questions' }));
    await screen.findByRole('combobox', { name: 'Question 1' });
    await fillForm(user, 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error.RATE_LIMITED');
  });

  it('lists the questions already set under their row', async () => {
    renderCentre(() => CHOSEN, CHOSEN);
    const chosen = await screen.findByRole('list', { name: 'Your security questions' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(3);
  });

  it('offers a retry when the question set cannot be loaded', async () => {
    renderParcelRoot(<SecurityCentrePage />, {
      session: sessionOf(0),
      api: {
        securityConfig: () => config,
        passkeys: () => ({ list: [] }),
        kycStatus: () => ({
          state: 'none' as const,
          reason: null,
          submittedAt: null,
          reviewedAt: null,
          images: 0,
          requiredForWithdrawal: false,
        }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
