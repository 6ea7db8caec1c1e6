import { act, screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { TermsPage } from './terms-page';

const OPERATOR_TERMS = {
  content: '<h3>Fair play</h3><p>One account each.</p><img src="x.png" onerror="window.__termsXss=1">',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('TermsPage', () => {
  it("shows the merchant's age, the operator's terms sanitised, and the built-in policy where none is set", async () => {
    renderParcelRoot(<TermsPage />, {
      path: '/m/terms',
      settings: { ageLimit: 18 },
      api: { siteDocuments: () => ({ terms: OPERATOR_TERMS, policy: null }) },
    });
    const terms = await screen.findByRole('region', { name: 'Terms of use' });
    expect(within(terms).getByRole('heading', { name: 'Fair play' })).toBeInTheDocument();
    expect(terms.innerHTML).not.toMatch(/onerror/i);
    expect(within(terms).getByText('Last updated 2026-11-20')).toBeInTheDocument();
    const policy = screen.getByRole('region', { name: 'Privacy policy' });
    expect(policy).toHaveTextContent(/We use your details only to run your account/);
    expect(screen.getByText('You must be 18 or older to open an account and play.')).toBeInTheDocument();
  });

  it('asks in the player’s language', async () => {
    const { call, bus } = renderParcelRoot(<TermsPage />, {
      path: '/m/terms',
      api: { siteDocuments: () => ({ terms: null, policy: null }) },
    });
    await screen.findByRole('region', { name: 'Terms of use' });
    expect(call).toHaveBeenCalledWith('siteDocuments', { lang: 'EN' }, expect.anything());
    // The shell's language stream is a BehaviorSubject; the fake one takes next() the same way.
    act(() => (bus.language$ as unknown as { next(language: string): void }).next('VI'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('siteDocuments', { lang: 'VI' }, expect.anything()),
    );
  });

  it('offers a retry when the texts cannot be loaded', async () => {
    renderParcelRoot(<TermsPage />, {
      path: '/m/terms',
      api: {
        siteDocuments: () => {
          throw new Error('offline');
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button')).toBeInTheDocument();
  });
});
