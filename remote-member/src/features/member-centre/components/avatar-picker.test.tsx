import { sessionOf } from '@mobile/react-kit/testing';
import { AVATAR_IDS, type MemberIcon, type MemberInfo } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError } from '../../../test/auth-fixtures';
import { PLAYER0 } from '../../../test/member-fixtures';
import { renderParcelRoot } from '../../../test/render';
import { MemberCentrePage } from './member-centre-page';

const player0: MemberInfo = { ...PLAYER0, clubLabel: null };

function renderPage(setIcon: (avatar: number) => MemberIcon, initial: number | null = null) {
  let avatar = initial;
  return renderParcelRoot(<MemberCentrePage />, {
    path: '/m/member/home',
    session: sessionOf(0, 'player0'),
    api: {
      memberInfo: () => (avatar === null ? player0 : { ...player0, avatar }),
      wallet: () => ({ currencySymbol: '₱', sumBalance: 10 }),
      memberIcon: () => ({ avatar: avatar as MemberIcon['avatar'], choices: [...AVATAR_IDS] }),
      setMemberIcon: ({ avatar: next }) => {
        const answer = setIcon(next);
        avatar = next;
        return answer;
      },
    },
  });
}

const cardAvatar = () => screen.getByRole('button', { name: 'Change avatar' });

describe('MemberCentrePage avatar', () => {
  it("shows the initial, then the chosen site avatar once saved, and tells the shell's drawer", async () => {
    const { user, call, bus } = renderPage((avatar) => ({ avatar: avatar as 3, choices: [...AVATAR_IDS] }));
    await screen.findByRole('region', { name: 'Member' });
    expect(cardAvatar()).toHaveTextContent('L');
    await user.click(cardAvatar());
    expect(cardAvatar()).toHaveAttribute('aria-expanded', 'true');
    const group = await screen.findByRole('group', { name: 'Choose your avatar' });
    expect(within(group).getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: 'Avatar 3' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('setMemberIcon', { avatar: 3 }));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-member' });
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', messageKey: 'member:avatar.saved' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Choose your avatar' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(cardAvatar().querySelector('img')).toHaveAttribute('src', '/wps/static/avatars/3.svg'),
    );
  });

  it('starts on the current avatar; Cancel closes without a call', async () => {
    const { user, call } = renderPage(() => ({ avatar: 1, choices: [...AVATAR_IDS] }), 6);
    await user.click(await screen.findByRole('button', { name: 'Change avatar' }));
    expect(await screen.findByRole('radio', { name: 'Avatar 6' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Choose your avatar' })).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('setMemberIcon', expect.anything());
  });

  it('keeps the choice and says why when saving fails', async () => {
    const { user } = renderPage(() => {
      throw apiError('RATE_LIMITED');
    });
    await user.click(await screen.findByRole('button', { name: 'Change avatar' }));
    await user.click(await screen.findByRole('radio', { name: 'Avatar 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error.RATE_LIMITED');
    expect(screen.getByRole('radio', { name: 'Avatar 2' })).toBeChecked();
  });
});
