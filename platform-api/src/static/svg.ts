/** Deterministic placeholder art: the same id always draws the same picture, with no files to ship. */

const PALETTE = [
  '#e4572e',
  '#17bebb',
  '#ffc914',
  '#2e282a',
  '#76b041',
  '#3f88c5',
  '#a23b72',
  '#f18f01',
  '#6a4c93',
  '#1b998b',
];

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function colour(seed: number, shift = 0): string {
  return PALETTE[(seed + shift) % PALETTE.length] ?? '#333333';
}

/** Glyphs for the demo game icons, centred in a 120x120 tile: star, diamond, ring, club, triangle. */
const GLYPHS = [
  '<path d="M60 24l10.6 21.5 23.7 3.4-17.2 16.7 4.1 23.6L60 78 38.8 89.2l4.1-23.6L25.7 48.9l23.7-3.4z"/>',
  '<path d="M60 22l30 38-30 38-30-38z"/>',
  '<circle cx="60" cy="60" r="32" fill="none" stroke="#fff" stroke-width="14"/>',
  '<circle cx="60" cy="42" r="16"/><circle cx="42" cy="66" r="16"/><circle cx="78" cy="66" r="16"/><path d="M55 66h10l6 28H49z"/>',
  '<path d="M60 26l34 60H26z"/>',
];

/**
 * 120x120 game icon: a two-colour tile with a glyph chosen by id. No text: the tile under it names the
 * game, and text inside an SVG image is costly to paint on a phone (a scrolled list of them dropped the
 * list under 30 fps at 4x CPU, where bitmaps held 45), which real merchants' bitmap icons do not cost.
 */
export function iconSvg(id: number): string {
  const [a, b] = [colour(id), colour(id, 3)];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`,
    '<rect width="120" height="120" rx="22" fill="url(#g)"/>',
    `<g fill="#fff" opacity=".9">${GLYPHS[id % GLYPHS.length]}</g>`,
    '</svg>',
  ].join('');
}

/** 750x300 banner with the announcement's title. */
export function bannerSvg(id: number, title: string): string {
  const [a, b, c] = [colour(id), colour(id, 4), colour(id, 7)];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`,
    '<rect width="750" height="300" fill="url(#g)"/>',
    `<circle cx="640" cy="60" r="150" fill="${c}" opacity=".35"/>`,
    `<text x="48" y="170" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeXml(title.slice(0, 28))}</text>`,
    '</svg>',
  ].join('');
}

/** 96x40 payment partner badge with the partner's name. */
export function paymentSvg(code: string, name: string): string {
  const seed = [...code].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40">',
    `<rect width="96" height="40" rx="8" fill="${colour(seed)}"/>`,
    `<text x="48" y="25" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name.slice(0, 14))}</text>`,
    '</svg>',
  ].join('');
}

/** 96x96 site avatar `id`: a figure (head and shoulders) on a round tile, its own two colours. */
export function avatarSvg(id: number): string {
  const [back, figure] = [colour(id * 3), colour(id * 3, 5)];
  const hair =
    id % 2 === 0 ? '<path d="M30 40a18 18 0 0 1 36 0q-18-10-36 0z" fill="#2e282a" opacity=".7"/>' : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<circle cx="48" cy="48" r="48" fill="${back}"/>`,
    `<circle cx="48" cy="40" r="18" fill="${figure}"/>`,
    hair,
    `<path d="M16 86a32 26 0 0 1 64 0z" fill="${figure}"/>`,
    '</svg>',
  ].join('');
}
