import { RECEIPT_RULES, receiptMimeOf, receiptProblem } from './receipt-check';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0]);

describe('receipt checks', () => {
  it('tells png and jpeg by their first bytes', () => {
    expect(receiptMimeOf(png)).toBe('image/png');
    expect(receiptMimeOf(jpeg)).toBe('image/jpeg');
    expect(receiptMimeOf(exe)).toBeNull();
    expect(receiptMimeOf(png.slice(0, 4))).toBeNull();
  });

  it('accepts an image up to 5 MB', () => {
    expect(receiptProblem({ size: RECEIPT_RULES.maxBytes, head: png })).toBeNull();
    expect(receiptProblem({ size: 1_000, head: jpeg })).toBeNull();
  });

  it('refuses a 6 MB image and a renamed program', () => {
    expect(receiptProblem({ size: 6 * 1024 * 1024, head: png })).toBe('RECEIPT_TOO_LARGE');
    expect(receiptProblem({ size: 1_000, head: exe })).toBe('RECEIPT_INVALID');
    expect(receiptProblem({ size: 0, head: new Uint8Array() })).toBe('RECEIPT_INVALID');
  });
});
