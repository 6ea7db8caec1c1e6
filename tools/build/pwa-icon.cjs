// The web app's icon as a PNG of any size, drawn at build time (no binary in the repository): the brand
// blue square with an accent disc inside the maskable safe zone (the central 80 % circle), so one image
// serves both the `any` and the `maskable` purpose.
const zlib = require('node:zlib');

const BRAND = [0x0b, 0x3d, 0x91];
const ACCENT = [0xf5, 0xb3, 0x00];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGB pixel of the icon at (x, y) of a size × size image, with a soft (2 px) disc edge. */
function pixel(x, y, size) {
  const centre = size / 2;
  const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
  const radius = size * 0.3;
  const t = Math.min(1, Math.max(0, (radius - distance) / 2 + 0.5));
  return BRAND.map((b, i) => Math.round(b + (ACCENT[i] - b) * t));
}

function iconPng(size) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) Buffer.from(pixel(x, y, size)).copy(row, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

module.exports = { iconPng };
