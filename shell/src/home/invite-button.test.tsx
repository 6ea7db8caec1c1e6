import '../test/browser-stubs';
import type { BusEvent } from '@mobile/shared-contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell, sessionOf } from '../test/render-with-shell';
import { InviteButton } from './invite-button';

const where = () => screen.getByTestId('location').textContent;

describe('InviteButton', () => {
  it('sends guests to log in, coming back to the referral page', async () => {
    renderWithShell(<InviteButton />, { settings: { promos: { REFERRAL: true } } });
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(where()).toBe('/m/login?redirect=%2Fm%2FinviteFriends');
  });

  it('opens the referral page for a player when REFERRAL is on', async () => {
    renderWithShell(<InviteButton />, { session: sessionOf(0), settings: { promos: { REFERRAL: true } } });
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(where()).toBe('/m/inviteFriends');
  });

  it('says coming soon for one second when REFERRAL is off', async () => {
    const { services } = renderWithShell(<InviteButton />, {
      session: sessionOf(0),
      settings: { promos: { REFERRAL: false } },
    });
    const events: BusEvent[] = [];
    services.bus.events$.subscribe((event) => events.push(event));

    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));

    expect(events).toContainEqual({
      type: 'toast',
      kind: 'info',
      messageKey: 'home.comingSoon',
      durationMs: 1_000,
    });
    expect(where()).toBe('/m/home');
  });

  it('gives an agent the agent modal, whose confirm opens the agent centre', async () => {
    renderWithShell(<InviteButton />, { session: sessionOf(41), settings: { promos: { REFERRAL: true } } });
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));

    expect(screen.getByRole('alertdialog', { name: 'Invite as an agent' })).toBeInTheDocument();
    expect(where()).toBe('/m/home');
    await userEvent.click(screen.getByRole('button', { name: 'Agent centre' }));
    expect(where()).toBe('/m/agent');
  });

  it('is not there while the member remote is off', () => {
    renderWithShell(<InviteButton />, { enabledRemotes: ['games'] });
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  });
});
