import { sessionOf } from '@mobile/react-kit/testing';
import type { ProtectionState, SessionInfo, SetLimitRequest } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { ResponsiblePage } from './responsible-page';

jest.setTimeout(15_000);

const INFO = {
  country: 'PH',
  minimumAge: 21,
  helpline: { name: 'NCMH Crisis Hotline', phone: '1553', url: 'https://ncmh.gov.ph' },
  realityCheckMinutes: 30 as const,
};

const state = (
  over: Partial<Record<string, Partial<ProtectionState['limits'][number]>>> = {},
): ProtectionState => ({
  limits: (['deposit24h', 'deposit7d', 'depositMonth', 'loss24h', 'sessionMinutes'] as const).map((kind) => ({
    kind,
    value: null,
    pending: null,
    ...over[kind],
  })),
  realityCheckMinutes: 30,
  realityCheckChosen: false,
});

function renderPage(
  options: {
    session?: SessionInfo | null;
    search?: string;
    setLimit?: (p: SetLimitRequest) => ProtectionState | Promise<ProtectionState>;
    exclude?: () => { kind: 'timeOut' | 'selfExclusion'; endsAt: string };
    initial?: ProtectionState;
  } = {},
) {
  return renderParcelRoot(<ResponsiblePage />, {
    path: `/m/responsible${options.search ?? ''}`,
    session: options.session === undefined ? sessionOf(0) : options.session,
    api: {
      responsibleInfo: () => INFO,
      protectionState: () => options.initial ?? state(),
      setLimit: options.setLimit ?? (() => state()),
      setRealityCheck: ({ minutes }) => ({
        ...state(),
        realityCheckMinutes: minutes,
        realityCheckChosen: true,
      }),
      exclude: options.exclude ?? (() => ({ kind: 'timeOut', endsAt: '2030-01-02T00:00:00.000Z' })),
    },
  });
}

describe('ResponsiblePage', () => {
  it("shows guests the merchant's minimum age and helpline, and a way to log in for the tools", async () => {
    renderPage({ session: null });
    expect(await screen.findByText('You must be 21 or older to play on this site.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1553' })).toHaveAttribute('href', 'tel:1553');
    expect(screen.getByRole('link', { name: /log in to set limits/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Limits' })).not.toBeInTheDocument();
  });

  it('saves a lower limit in cents and refuses bad input without sending it', async () => {
    const setLimit = jest.fn((p: SetLimitRequest) => state({ [p.kind]: { value: p.value } }));
    const { user, call } = renderPage({ setLimit });
    const field = await screen.findByLabelText('Deposit limit per 24 hours');
    await user.type(field, '12.345');
    const form = field.closest('form') as HTMLElement;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(/up to 2 decimals/);
    expect(setLimit).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '500');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('In force: 500.00')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('setLimit', { kind: 'deposit24h', value: 50_000 });
  });

  it('says a raise waits 24 hours and shows the pending change', async () => {
    renderPage({
      initial: state({
        deposit7d: { value: 10_000, pending: { value: 90_000, from: '2030-01-02T10:00:00.000Z' } },
      }),
    });
    const field = await screen.findByLabelText('Deposit limit per 7 days');
    const form = field.closest('form') as HTMLElement;
    expect(within(form).getByRole('status')).toHaveTextContent(/Changes to 900\.00 on/);
    const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
    await user.clear(field);
    await user.type(field, '200');
    expect(within(form).getByText('This change applies only after 24 hours.')).toBeInTheDocument();
  });

  it('asks before a self-exclusion, then logs out', async () => {
    const exclude = jest.fn(() => ({ kind: 'selfExclusion' as const, endsAt: '2031-01-01T00:00:00.000Z' }));
    const { user, bus } = renderPage({ exclude });
    await user.click(await screen.findByRole('button', { name: 'Self-exclude for 1 year' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(/cannot end it in its first 6 months/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(exclude).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Self-exclude for 1 year' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Self-exclude' }));
    const done = await screen.findByText(/Your break has started/);
    expect(exclude).toHaveBeenCalledWith({ kind: 'selfExclusion', period: '1y' });
    await user.click(
      within(done.closest('[role="alertdialog"]') as HTMLElement).getByRole('button', { name: 'OK' }),
    );
    expect(bus.emit).toHaveBeenCalledWith({ type: 'logout' });
  });

  it('offers limits once after registration, and "not now" goes on', async () => {
    const { user, navigate } = renderPage({ search: '?offer=1&redirect=%2Fm%2FgameList' });
    expect(await screen.findByRole('heading', { name: 'Set your limits now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(navigate).toHaveBeenCalledWith('/m/gameList', { replace: true });
  });

  it('keeps the chosen reality-check interval', async () => {
    const { user, call } = renderPage();
    await user.click(await screen.findByRole('radio', { name: '15 minutes' }));
    expect(call).toHaveBeenCalledWith('setRealityCheck', { minutes: 15 });
    expect(screen.getByRole('radio', { name: '15 minutes' })).toBeChecked();
  });
});
