import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** The dark modules of a QR code as one SVG path (error correction M: survives a scuffed screen). */
export function qrPath(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size, path };
}

const QUIET_ZONE = 4;

/** A scannable QR code drawn by React (no HTML string), with its quiet zone. */
export function QrCode({ text, label, pixels = 184 }: { text: string; label: string; pixels?: number }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
