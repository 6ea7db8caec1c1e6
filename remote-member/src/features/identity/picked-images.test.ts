import { addPicked, problemOf } from './picked-images';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 32) =>
  new File([new Uint8Array([...PNG_HEAD, ...new Array(size).fill(1)])], name, { type: 'image/png' });
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], name, { type: 'image/jpeg' });

describe('picking identity images', () => {
  it('takes png and jpg by type and bytes; refuses a renamed executable, other types and 5 MB + 1', async () => {
    expect(await problemOf(png('a.png'))).toBeNull();
    expect(await problemOf(jpeg('b.jpg'))).toBeNull();
    const elf = new File([new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 0])], 'id.png', {
      type: 'image/png',
    });
    expect(await problemOf(elf)).toBe('type');
    expect(await problemOf(new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }))).toBe('type');
    expect(await problemOf(png('big.png', 5 * 1024 * 1024 - 8 + 1))).toBe('size');
    expect(await problemOf(png('exact.png', 5 * 1024 * 1024 - 8))).toBeNull();
  });

  it('keeps what was picked, adds up to three, and names each file left out', async () => {
    const first = await addPicked([], [png('1.png'), jpeg('2.jpg')]);
    expect(first.picked.map((p) => p.file.name)).toEqual(['1.png', '2.jpg']);
    const bad = new File(['MZ'], 'virus.png', { type: 'image/png' });
    const next = await addPicked(first.picked, [bad, png('3.png'), png('4.png')]);
    expect(next.picked.map((p) => p.file.name)).toEqual(['1.png', '2.jpg', '3.png']);
    expect(next.problems).toEqual([
      { name: 'virus.png', problem: 'type' },
      { name: '4.png', problem: 'count' },
    ]);
    expect(new Set(next.picked.map((p) => p.id)).size).toBe(3);
  });
});
