import { randomInt } from 'node:crypto';

const WIDTH = 150;
const HEIGHT = 50;
const COLOURS = ['#1f4e79', '#7a1f1f', '#215e21', '#5b2c83', '#8a5a00', '#333333'];

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

function noiseLine(): string {
  const [x1, y1, cx, cy, x2, y2] = [
    randomInt(0, 30),
    randomInt(5, HEIGHT - 5),
    randomInt(40, 110),
    randomInt(0, HEIGHT),
    randomInt(120, WIDTH),
    randomInt(5, HEIGHT - 5),
  ];
  return `<path d="M${x1} ${y1} Q${cx} ${cy} ${x2} ${y2}" stroke="${pick(COLOURS)}" stroke-width="${randomInt(1, 3)}" fill="none" opacity="0.7"/>`;
}

function noiseDot(): string {
  return `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${randomInt(1, 3)}" fill="${pick(COLOURS)}" opacity="0.5"/>`;
}

/** A small SVG with jittered, rotated glyphs over noise curves and dots, as a data URL. */
export function captchaImage(answer: string): string {
  const step = (WIDTH - 20) / answer.length;
  const glyphs = [...answer].map((ch, i) => {
    const x = Math.round(12 + i * step + randomInt(0, 6));
    const y = randomInt(32, 42);
    const rotate = randomInt(-25, 26);
    return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="monospace" font-size="${randomInt(26, 32)}" font-weight="bold" fill="${pick(COLOURS)}">${ch}</text>`;
  });
  const noise = [...Array.from({ length: 4 }, noiseLine), ...Array.from({ length: 25 }, noiseDot)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${noise.slice(0, 12).join('')}${glyphs.join('')}${noise.slice(12).join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
