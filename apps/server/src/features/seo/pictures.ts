import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';

/**
 * Raster pictures made from a business's logo and cover (ADR 820, 823): home-screen icons and the
 * 1200×630 link-preview card that chat apps and social sites want (they reject SVG). Only the
 * site's own files are read — never a URL from settings, which would let a setting make this
 * server fetch anything.
 */
export type IconKind = '192' | '512' | 'maskable-512' | 'apple-180';

export const ICON_SIZES: Record<IconKind, number> = {
  '192': 192,
  '512': 512,
  'maskable-512': 512,
  'apple-180': 180,
};

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i;
const colour = (value: string | null | undefined, fallback: string) =>
  value && HEX.test(value) ? value : fallback;

/** A picture of this site (`/demo/logo.svg`) under one of the public roots, else null. */
export async function readOwnPicture(roots: readonly string[], url: string | null): Promise<Buffer | null> {
  if (!url?.startsWith('/') || url.startsWith('//')) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
  for (const root of roots) {
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(path.resolve(root) + path.sep)) continue;
    const bytes = await readFile(file).catch(() => null);
    if (bytes) return bytes;
  }
  return null;
}

const initialSvg = (size: number, background: string, name: string) => {
  const letter = ([...name.trim()][0] ?? 'S').toUpperCase().replace(/[<>&"']/g, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(size * 0.5)}" fill="#ffffff">${letter}</text></svg>`,
  );
};

/**
 * A square PNG icon: the logo on the page colour; the maskable one keeps the logo inside the
 * central 80 % circle Android may crop to; no logo → the name's initial on the brand colour.
 */
export async function makeIcon(
  kind: IconKind,
  logo: Buffer | null,
  look: { name: string; theme: string; background: string },
): Promise<Buffer> {
  const size = ICON_SIZES[kind];
  const brand = colour(look.theme, '#6d557c');
  if (!logo)
    return sharp(initialSvg(size, brand, look.name))
      .png()
      .toBuffer();
  const inner = Math.round(size * (kind === 'maskable-512' ? 0.6 : 0.84));
  const picture = await sharp(logo, { density: 300 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
    .catch(() => null);
  if (!picture)
    return sharp(initialSvg(size, brand, look.name))
      .png()
      .toBuffer();
  return sharp({
    create: { width: size, height: size, channels: 4, background: colour(look.background, '#ffffff') },
  })
    .composite([{ input: picture, gravity: 'center' }])
    .png()
    .toBuffer();
}

export const CARD = { width: 1200, height: 630 } as const;

/** The link-preview card: the cover filling 1200×630, darkened at the bottom, the logo in the middle. */
export async function makeCard(
  cover: Buffer | null,
  logo: Buffer | null,
  look: { name: string; theme: string },
): Promise<Buffer> {
  const brand = colour(look.theme, '#6d557c');
  const base = cover
    ? await sharp(cover, { density: 200 })
        .resize(CARD.width, CARD.height, { fit: 'cover' })
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  const layers: OverlayOptions[] = [
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
      ),
    },
  ];
  const badge = 260;
  const logoPng = logo
    ? await sharp(logo, { density: 300 })
        .resize(badge - 40, badge - 40, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 1 } })
        .flatten({ background: '#ffffff' })
        .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  if (logoPng) {
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${badge}" height="${badge}"><rect width="${badge}" height="${badge}" rx="56" fill="#fff"/></svg>`,
    );
    const rounded = await sharp(logoPng)
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
    layers.push({ input: rounded, gravity: 'center' });
  } else {
    layers.push({ input: initialSvg(badge, brand, look.name), gravity: 'center' });
  }
  const canvas = base
    ? sharp(base)
    : sharp({ create: { width: CARD.width, height: CARD.height, channels: 4, background: brand } });
  return canvas.composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
