import sharp from 'sharp';
import { bitmapIcons } from './bitmap-icons';
import { iconSvg } from './svg';

describe('bitmap game icons', () => {
  it('encode the drawn icon as a 120 x 120 WebP', async () => {
    const webp = await bitmapIcons(iconSvg)(10001);
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 120, height: 120 });
  });

  it('draw each id once and answer again from memory, the oldest forgotten past the limit', async () => {
    const drawn: number[] = [];
    const icons = bitmapIcons((id) => {
      drawn.push(id);
      return iconSvg(id);
    }, 2);
    const first = await icons(1);
    expect(await icons(1)).toBe(first);
    await icons(2);
    await icons(3);
    await icons(1);
    expect(drawn).toEqual([1, 2, 3, 1]);
  });

  it('keep no failed encoding: the next ask tries again', async () => {
    let broken = true;
    const icons = bitmapIcons((id) => (broken ? 'not an image' : iconSvg(id)));
    await expect(icons(5)).rejects.toThrow();
    broken = false;
    expect((await icons(5)).length).toBeGreaterThan(0);
  });
});
