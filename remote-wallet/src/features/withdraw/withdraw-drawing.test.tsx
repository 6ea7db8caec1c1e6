import { canonicalMarkup, parsedMarkup, sessionOf } from '@mobile/react-kit/testing';
import type { BankCard, WithdrawDrawing, WithdrawInfo } from '@mobile/shared-contracts';
import { waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../locales/EN.json';
import { renderParcelRoot } from '../../test/render';
import { WithdrawPage } from './components/withdraw-page';
import { WithdrawPageDrawing } from './withdraw-drawing';

/** The test i18n's `common` (react-kit testing): what this page reads of it. */
const catalogues = { EN: { common: { action: { back: 'Back' } }, wallet: en } };
const info: WithdrawInfo = {
  balance: 800,
  held: 200,
  min: 100,
  max: 50_000,
  hasWithdrawalPassword: true,
  payeeName: 'Maria Santos',
  withdrawable: 800,
  bonusLocked: 0,
  turnoverLeft: 0,
  identityRequired: false,
  secondStep: false,
};
const cards: BankCard[] = [
  { id: 3, bankCode: 'BPI', bankName: 'BPI', holderName: 'Maria Santos', maskedNumber: '**** 5512' },
  { id: 4, bankCode: 'BDO', bankName: 'BDO', holderName: 'Maria Santos', maskedNumber: '**** 0042' },
];
const session = sessionOf(1, 'player1');
const answers: WithdrawDrawing = {
  member: { id: session.id, type: session.type },
  hasWithdrawalPassword: { hasWithdrawalPassword: true },
  info,
  cards,
  wallet: { currencySymbol: '₱' },
};
const never = () => new Promise<never>(() => undefined);

const drawingOf = (drawn: WithdrawDrawing = answers) =>
  parsedMarkup(
    renderToStaticMarkup(<WithdrawPageDrawing language="EN" catalogues={catalogues} answers={drawn} />),
  );

type Calls = Partial<
  Record<'hasWithdrawalPassword' | 'withdrawInfo' | 'bankCards' | 'wallet' | 'totpStatus', () => unknown>
>;

/** The page as its parcel mounts it, its first calls answered as given (a pending one never answers). */
function mounted(drawn: WithdrawDrawing = answers, calls: Calls = {}) {
  return renderParcelRoot(<WithdrawPage />, {
    path: '/m/withdraw',
    session,
    api: {
      hasWithdrawalPassword: () => drawn.hasWithdrawalPassword,
      withdrawInfo: () => drawn.info,
      bankCards: () => drawn.cards,
      wallet: () => ({ currencySymbol: drawn.wallet.currencySymbol, sumBalance: 800, wallets: [] }),
      // Not a first call: the page commits before it answers (an authenticator's field comes later, as ever).
      totpStatus: never,
      ...calls,
    } as never,
  });
}

/**
 * Markup to compare, React's generated ids (server `_R_…_`, client `_r_…_`) as one word also where the
 * page builds on them (the amount's `…-limits` line): each side's ids agree within itself.
 */
const canonical = (tree: HTMLElement) => canonicalMarkup(tree).replace(/_r_[0-9a-z]+_/gi, 'ID');

/** The parcel's host as the shell's keeper sees it: drawn once it has content and no loading marker. */
const drawnBy = (host: HTMLElement) =>
  host.firstElementChild !== null && !host.querySelector('[data-mk-loading]');

describe('WithdrawPageDrawing', () => {
  it("is the markup /m/withdraw's page commits once its password state, info, cards and wallet are in", async () => {
    const { container } = mounted();
    await waitFor(() => expect(drawnBy(container)).toBe(true));
    const drawn = drawingOf();
    expect(canonical(drawn)).toBe(canonical(container));
    expect(drawn.querySelector('[data-mk-loading]')).toBeNull();
    // The largest paint (0603): the amount's limits line, in the member's currency.
    expect(drawn.querySelector('p.money-hint')?.textContent).toContain('₱100.00');
    expect(drawn.textContent).toContain('₱1,000.00');
    expect(drawn.textContent).toContain('BPI **** 5512 · Maria Santos');
  });

  it('is the same commit with a bonus turnover box, for a member who has one', async () => {
    const turnover = { ...answers, info: { ...info, bonusLocked: 50, turnoverLeft: 300, withdrawable: 750 } };
    const { container } = mounted(turnover);
    await waitFor(() => expect(drawnBy(container)).toBe(true));
    expect(canonical(drawingOf(turnover))).toBe(canonical(container));
  });

  it('is the set-password form the page commits for a member without one, before the rest answers', async () => {
    const unset = { ...answers, hasWithdrawalPassword: { hasWithdrawalPassword: false } };
    // The page commits the form as soon as the password state is in: the other calls need not answer.
    const { container } = mounted(unset, { withdrawInfo: never, bankCards: never, wallet: never });
    await waitFor(() => expect(drawnBy(container)).toBe(true));
    const drawn = drawingOf(unset);
    expect(canonical(drawn)).toBe(canonical(container));
    expect(drawn.querySelector('p.money-hint')?.textContent).toContain('Set it before you withdraw.');
    expect(drawn.textContent).not.toContain('**** 5512');
  });

  it('keeps the page loading while the wallet is asked: never the default currency first', async () => {
    const { container } = mounted(answers, { wallet: never });
    await waitFor(() => expect(container.querySelector('[data-mk-loading]')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).not.toContain('¥');
    expect(container.textContent).not.toContain('**** 5512');
    expect(drawnBy(container)).toBe(false);
  });

  it('keeps the page loading while the cards are asked: the shell keeps the drawing', async () => {
    const { container } = mounted(answers, { bankCards: never });
    await waitFor(() => expect(container.querySelector('[data-mk-loading]')).not.toBeNull());
    expect(drawnBy(container)).toBe(false);
  });

  it("draws another member's page with that member's answers only", () => {
    const other = drawingOf({
      member: { id: 8, type: 0 },
      hasWithdrawalPassword: { hasWithdrawalPassword: true },
      info: { ...info, balance: 12, held: 0, payeeName: 'Other' },
      cards: [
        { id: 9, bankCode: 'X', bankName: 'OtherBank', holderName: 'Other', maskedNumber: '**** 9999' },
      ],
      wallet: { currencySymbol: '$' },
    });
    expect(other.textContent).toContain('OtherBank **** 9999');
    expect(other.textContent).not.toContain('5512');
    expect(other.textContent).toContain('$12.00');
  });
});
