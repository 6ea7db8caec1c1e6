import { parseTraceparent } from '@mobile/shared-contracts';
import { expectMounted } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';
import { wallet } from '../support/wallet';

interface LedgerRow {
  kind: string;
  amount: number;
  reference: string;
  traceId: string | null;
}

/**
 * Issue 33, one trace from tap to ledger: the tap on "Pay with DemoPay" starts a W3C trace, the shell's
 * API client sends it in `traceparent`, the API answers it in `traceresponse`, and the deposit's ledger row
 * (written later, when the gateway confirms) carries it, where the operator finds it.
 */
test('a deposit made in the browser: the trace id of the tap is on the request and on the ledger row', async ({
  page,
}) => {
  // The operator command is a second Node process (tsx): slow on a busy machine.
  test.slow();
  await storeSession(page, await mintSession('player2'));
  await page.goto('/m/voucherCenter');
  await expectMounted(page, 'wallet');
  await wallet(page).getByRole('button', { name: 'Payment gateway' }).click();
  await wallet(page).getByRole('radio', { name: 'DemoPay', exact: true }).check();
  await wallet(page).getByLabel('Amount').fill('120');

  const orderCall = page.waitForResponse(
    (response) => response.url().includes('/wps/deposit/gateway') && response.request().method() === 'POST',
  );
  await wallet(page).getByRole('button', { name: 'Pay with DemoPay' }).click();
  const response = await orderCall;
  const sent = parseTraceparent(await response.request().headerValue('traceparent'));
  expect(sent, 'the call carries a valid traceparent').not.toBeNull();
  const traceId = sent?.traceId ?? '';
  // The API ran under the caller's trace, in a span of its own.
  const answered = parseTraceparent(await response.headerValue('traceresponse'));
  expect(answered?.traceId).toBe(traceId);
  expect(answered?.parentId).not.toBe(sent?.parentId);

  await expect(page).toHaveURL(/\/lgw\/demo-gateway\/pay\?ticket=/);
  await page.getByRole('button', { name: 'Pay 120.00' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=D[0-9A-Z]+$/);
  await expect(wallet(page).getByRole('region', { name: 'Payment result' })).toContainText('Successful');
  const orderNo = /order=(D[0-9A-Z]+)/.exec(page.url())?.[1] ?? '';

  // The gateway's confirmation wrote the row later; the operator finds it by the tap's trace id.
  const rows = await operator<LedgerRow[]>('ledger', '--trace', traceId);
  expect(rows).toEqual([
    expect.objectContaining({ kind: 'DEPOSIT', amount: 120, reference: orderNo, traceId }),
  ]);
});
