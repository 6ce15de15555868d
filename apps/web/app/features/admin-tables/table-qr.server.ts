import { encode } from 'uqr';

/**
 * A QR code as one SVG path (ADR 1122): drawn on the server from the table's link, so the
 * encoder never reaches a browser bundle; one `h1v1h-1z` square per dark module, on a quiet zone
 * of four modules. Error correction M: a printed code survives a stain or a fold.
 */
export function qrPath(text: string): { size: number; d: string } {
  const qr = encode(text, { ecc: 'M', border: 4 });
  let d = '';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { size: qr.size, d };
}
