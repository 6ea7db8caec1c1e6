import { readReceipt } from './read-receipt';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const fileOf = (bytes: number[] | Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);

describe('readReceipt', () => {
  it('reads a png for upload as base64', async () => {
    const read = await readReceipt(fileOf([...PNG, 1, 2, 3], 'receipt.png'));
    expect(read).toEqual({
      ok: true,
      upload: { name: 'receipt.png', dataBase64: btoa(String.fromCharCode(...PNG, 1, 2, 3)) },
    });
  });

  it('refuses a renamed program by its bytes, whatever its name', async () => {
    expect(await readReceipt(fileOf([0x4d, 0x5a, 0x90, 0], 'receipt.jpg'))).toEqual({
      ok: false,
      name: 'receipt.jpg',
      problem: 'RECEIPT_INVALID',
    });
  });

  it('refuses a 6 MB image before reading it', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    expect(await readReceipt(fileOf(big, 'big.png'))).toMatchObject({
      ok: false,
      problem: 'RECEIPT_TOO_LARGE',
    });
  });
});
