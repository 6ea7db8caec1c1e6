import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderParcelRoot } from '../../../test/render';
import type { ReceiptUpload } from '../read-receipt';
import { ReceiptPicker } from './receipt-picker';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

/** The picker holding its receipts, as the deposit form does. */
function Picker() {
  const [receipts, setReceipts] = useState<ReceiptUpload[]>([]);
  return <ReceiptPicker receipts={receipts} onChange={setReceipts} />;
}

describe('ReceiptPicker', () => {
  it('images: max 3 (SPEC 5): a fourth is refused with a message and the picker closes at three', async () => {
    const { user } = renderParcelRoot(<Picker />);
    const input = screen.getByLabelText('Receipt images (up to 3)');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);

    expect(await screen.findByRole('alert')).toHaveTextContent('You can add 3 images at most.');
    expect(screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.textContent)).toEqual([
      'Remove a.png',
      'Remove b.png',
      'Remove c.png',
    ]);
    expect(input).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(input).toBeEnabled();
  });
});
