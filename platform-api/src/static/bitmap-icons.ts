import sharp from 'sharp';

/** At most this many icons are kept encoded (about 1.2-1.6 KB each): every game of a large merchant. */
const KEPT = 2_000;

/**
 * Game icons as bitmaps (lossy WebP, 120 x 120), encoded once per id from the drawn SVG and kept. A phone
 * paints an SVG image on its main thread, in every paint, 0.3-0.6 ms an icon at 1x: the lottery lobby's 29
 * icons cost 4-14 ms in each of its three start paints. A bitmap is decoded once, off the main thread, and
 * its paint is one draw. Real merchants' icons are bitmaps: the demo's now cost what theirs do. Encoded by
 * sharp (libvips), the library made for it; the first ask of an id waits for its encoding (20-50 ms here),
 * later ones are answered from memory. A failed encoding is not kept, so the next ask tries again.
 */
export function bitmapIcons(draw: (id: number) => string, kept = KEPT) {
  const encoded = new Map<number, Promise<Buffer>>();
  return (id: number): Promise<Buffer> => {
    const known = encoded.get(id);
    if (known) return known;
    const webp = sharp(Buffer.from(draw(id)))
      .webp({ quality: 80 })
      .toBuffer();
    encoded.set(id, webp);
    webp.catch(() => encoded.delete(id));
    // The oldest goes first (a Map keeps its insertion order).
    if (encoded.size > kept) encoded.delete(encoded.keys().next().value as number);
    return webp;
  };
}
