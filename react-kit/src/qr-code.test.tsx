import { render, screen } from '@testing-library/react';
import { QrCode, qrPath } from './qr-code';

describe('qrPath', () => {
  it('draws a square code whose size grows with the text', () => {
    const short = qrPath('hi');
    const long = qrPath(`https://m.example.com/m/register?affiliateCode=${'A'.repeat(60)}`);
    expect(short.size).toBe(21);
    expect(long.size).toBeGreaterThan(short.size);
    expect(short.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });

  it('gives another drawing for another text', () => {
    expect(qrPath('code A').path).not.toBe(qrPath('code B').path);
  });
});

describe('QrCode', () => {
  it('is one labelled image with a white quiet zone of four modules around the code', () => {
    render(<QrCode text="hi" label="QR code of hi" pixels={120} />);
    const image = screen.getByRole('img', { name: 'QR code of hi' });
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('viewBox', '-4 -4 29 29');
    expect(image.querySelector('path')).toHaveAttribute('d', qrPath('hi').path);
  });
});
