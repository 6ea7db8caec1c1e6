import { canonicalMarkup, merchantOf, parsedMarkup, sessionOf } from '@mobile/react-kit/testing';
import type { ConsolidatedSettings, DepositChannel, DepositDrawing } from '@mobile/shared-contracts';
import { waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import en from '../../locales/EN.json';
import { renderParcelRoot } from '../../test/render';
import { DepositPage } from './components/deposit-page';
import { DepositPageDrawing } from './deposit-drawing';

/** The test i18n's `common` (react-kit testing): what this page reads of it. */
const catalogues = { EN: { common: { action: { back: 'Back' } }, wallet: en } };
const channels: DepositChannel[] = [
  {
    id: 1,
    vendor: 'BANK',
    name: 'BDO bank transfer',
    method: 'MANUAL',
    min: 100,
    max: 50_000,
    account: { bankName: 'BDO', accountName: 'Demo Gaming Inc.', accountNumber: '001234567890' },
  },
  { id: 2, vendor: 'GATEWAY', name: 'DemoPay', method: 'GATEWAY', min: 100, max: 5_000, account: null },
];
const promos = [{ id: 7, title: 'Reload 10%', percent: 10, maxBonus: 500, minDeposit: 100 }];
const session = sessionOf(1, 'player1');
const answers: DepositDrawing = {
  member: { id: session.id, type: session.type },
  channels,
  promos,
  wallet: { currencySymbol: '₱' },
};
const never = () => new Promise<never>(() => undefined);
/** The merchant's settings as the parcel's root has them (react-kit testing's merchant), template as given. */
const settingsOf = (depFunc = 0): ConsolidatedSettings => ({
  ...merchantOf().settings,
  mobileTemplate: { mem_cen: 0, dep_func: depFunc },
});

const drawingOf = (settings: ConsolidatedSettings, drawn: DepositDrawing = answers) =>
  parsedMarkup(
    renderToStaticMarkup(
      <DepositPageDrawing language="EN" catalogues={catalogues} settings={settings} answers={drawn} />,
    ),
  );

/** The page as its parcel mounts it, its three first calls answered as given (a pending one never answers). */
function mounted(
  settings: ConsolidatedSettings = settingsOf(),
  calls: { wallet?: () => unknown; depositPromos?: () => unknown } = {},
) {
  return renderParcelRoot(<DepositPage />, {
    path: '/m/voucherCenter',
    session,
    settings,
    api: {
      depositChannels: () => channels,
      depositPromos: () => promos,
      wallet: () => ({ currencySymbol: '₱', sumBalance: 1234.5, wallets: [] }),
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

describe('DepositPageDrawing', () => {
  it("is the markup /m/voucherCenter's page commits once its channels, promotions and wallet are in", async () => {
    const { container } = mounted();
    await waitFor(() => expect(drawnBy(container)).toBe(true));
    const drawn = drawingOf(settingsOf());
    expect(canonical(drawn)).toBe(canonical(container));
    expect(drawn.querySelector('[data-mk-loading]')).toBeNull();
    expect(drawn.textContent).toContain('BDO bank transfer');
    expect(drawn.textContent).toContain('From ₱100.00 to ₱50,000.00');
    expect(drawn.textContent).toContain('Reload 10%');
    // Never the balance: the page does not show it, the draw read does not answer it.
    expect(drawn.textContent).not.toContain('1,234.50');
  });

  it('keeps the page loading while the wallet is asked: never the default currency first', async () => {
    const { container } = mounted(settingsOf(), { wallet: never });
    // Channels and promotions are in; the form waits for the member's currency.
    await waitFor(() => expect(container.querySelector('[data-mk-loading]')).not.toBeNull());
    expect(container.textContent).not.toContain('¥');
    expect(drawnBy(container)).toBe(false);
  });

  it('keeps the page loading while the promotions are asked: the shell keeps the drawing', async () => {
    const { container } = mounted(settingsOf(), { depositPromos: never });
    await waitFor(() => expect(container.querySelector('[data-mk-loading]')).not.toBeNull());
    expect(container.textContent).not.toContain('BDO bank transfer');
    expect(drawnBy(container)).toBe(false);
  });

  it('draws the vendor tabs where the merchant template asks for them, as the page commits them', async () => {
    const settings = settingsOf(1);
    const { container } = mounted(settings);
    await waitFor(() => expect(drawnBy(container)).toBe(true));
    const drawn = drawingOf(settings);
    expect(canonical(drawn)).toBe(canonical(container));
    expect(drawn.querySelector('button[aria-pressed="true"]')).not.toBeNull();
  });

  it("draws another member's page with that member's answers only", () => {
    const other = drawingOf(settingsOf(), {
      member: { id: 8, type: 0 },
      channels: [{ ...channels[1], id: 3, name: 'OtherPay' } as DepositChannel],
      promos: [],
      wallet: { currencySymbol: '$' },
    });
    expect(other.textContent).toContain('OtherPay');
    expect(other.textContent).not.toContain('BDO bank transfer');
    expect(other.textContent).not.toContain('Reload 10%');
    expect(other.textContent).toContain('$100.00');
  });
});
