import { canonicalMarkup, parsedMarkup, sessionOf } from '@mobile/react-kit/testing';
import { type KycStatus, type MemberInfo, STORAGE_KEYS, type WalletSummary } from '@mobile/shared-contracts';
import { waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../locales/EN.json';
import { PLAYER0 } from '../../test/member-fixtures';
import { renderParcelRoot } from '../../test/render';
import { MemberCentrePage } from './components/member-centre-page';
import { MemberCentreDrawing } from './member-centre-drawing';

/** The test i18n's `common` (react-kit testing) has the back label only of what this page reads. */
const catalogues = { EN: { common: { action: { back: 'Back' } }, member: en } };
const member: MemberInfo = { ...PLAYER0, avatar: 3 };
const wallet: WalletSummary = { currencySymbol: '₱', sumBalance: 12345.67 };
const kyc: KycStatus = {
  state: 'pending',
  reason: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  images: 2,
  requiredForWithdrawal: false,
};
const whitelabel = { features: ['MAILCEN'], menu: {} };
const never = () => new Promise<never>(() => undefined);

/**
 * The drawing as the frame service puts it in the HTML. React's server may add a preload of the avatar image
 * before the page (an image of a static render); the page's commit has no such node: it is left out.
 */
const drawingOf = (balanceHidden = false, answers = { member, wallet, kyc }) => {
  const drawn = parsedMarkup(
    renderToStaticMarkup(
      <MemberCentreDrawing
        language="EN"
        catalogues={catalogues}
        whitelabel={whitelabel}
        answers={answers}
        balanceHidden={balanceHidden}
      />,
    ),
  );
  for (const preload of drawn.querySelectorAll(':scope > link[rel="preload"]')) preload.remove();
  return drawn;
};

/** The page as its parcel mounts it, its three first calls answered as given (a pending one never answers). */
function mounted(calls: { wallet?: () => unknown; kycStatus?: () => unknown } = {}) {
  return renderParcelRoot(<MemberCentrePage />, {
    path: '/m/member/home',
    session: sessionOf(0, 'player0'),
    whitelabel,
    api: {
      memberInfo: () => member,
      wallet: () => ({ ...wallet, wallets: [] }),
      kycStatus: () => kyc,
      ...calls,
    } as never,
  });
}

/** The parcel's host as the shell's keeper sees it: drawn once it has content and no loading marker. */
const drawnBy = (host: HTMLElement) =>
  host.firstElementChild !== null && !host.querySelector('[data-mk-loading]');

beforeEach(() => window.localStorage.clear());

describe('MemberCentreDrawing', () => {
  it("is the markup /m/member/home's page commits once its member info, wallet and identity check are in", async () => {
    const { container } = mounted();
    await waitFor(() => expect(drawnBy(container)).toBe(true));
    const drawn = drawingOf();
    expect(canonicalMarkup(drawn)).toBe(canonicalMarkup(container));
    expect(drawn.querySelector('[data-mk-loading]')).toBeNull();
    expect(drawn.textContent).toContain('Lucky Juan');
    expect(drawn.textContent).toContain('₱ 12,345.67');
  });

  it('draws a hidden balance masked, as the page commits it for a member who hid it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.balanceHidden, '1');
    const { container } = mounted();
    await waitFor(() => expect(drawnBy(container)).toBe(true));
    const drawn = drawingOf(true);
    expect(canonicalMarkup(drawn)).toBe(canonicalMarkup(container));
    expect(drawn.textContent).toContain('₱ ****');
    expect(drawn.textContent).not.toContain('12,345.67');
  });

  it('keeps the page loading while the wallet is asked: the shell keeps the drawing, no half-filled swap', async () => {
    const { container, findByText } = mounted({ wallet: never });
    // Everything else is in: the identity check's state shows.
    await findByText(/Under review/);
    expect(container.querySelector('[data-testid="member-centre-balance"]')).toHaveTextContent('…');
    expect(drawnBy(container)).toBe(false);
  });

  it('keeps the page loading while the identity check is asked: the shell keeps the drawing', async () => {
    const { container, findByText } = mounted({ kycStatus: never });
    // Everything else is in: the balance shows.
    await findByText('₱ 12,345.67');
    expect(drawnBy(container)).toBe(false);
  });

  it("draws another member's page with that member's answers only", () => {
    const other = drawingOf(false, {
      member: { ...member, id: 8, nickname: 'Maria', account: 'player8', clubLabel: null },
      wallet: { currencySymbol: '₱', sumBalance: 5 },
      kyc: { ...kyc, state: 'none', submittedAt: null, images: 0 },
    });
    expect(other.textContent).toContain('Maria');
    expect(other.textContent).not.toContain('Lucky Juan');
    expect(other.textContent).not.toContain('12,345.67');
  });
});
