import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { invalidFields } from './admin-validation.ts';

/** The widths an item picture is stored at: 1x and 2x of the item page's picture (ADR 1003). */
export const ITEM_IMAGE_WIDTHS = [480, 960] as const;
/** Largest upload accepted, before encoding (a phone photo). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;

/** URL of a stored picture at a width: `/media/{business}/{hash}-{width}.webp`. */
export const mediaUrl = (businessId: number, hash: string, width: number) =>
  `/media/${businessId}/${hash}-${width}.webp`;

/**
 * An uploaded item picture (ADR 1003): decoded by sharp (libvips; any JPEG, PNG, WebP, AVIF, HEIF
 * or GIF a phone makes), turned upright, cropped to the menu's 4:3 and resized once at upload to the two widths and stored as
 * WebP under DATA_DIR/media, named by the content's hash (so the files are cached forever).
 * Returns the 2x URL, which the storefront's picture code expands to 1x/2x.
 */
export async function storeItemImage(mediaDir: string, businessId: number, bytes: Buffer): Promise<string> {
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES)
    throw invalidFields({ image: 'Choose a picture of at most 8 MB' });
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  const dir = path.join(mediaDir, String(businessId));
  await mkdir(dir, { recursive: true });
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    for (const width of ITEM_IMAGE_WIDTHS) {
      const out = await source
        .clone()
        .resize({ width, height: (width * 3) / 4, fit: 'cover' })
        .webp({ quality: 78 })
        .toBuffer();
      await writeFile(path.join(dir, `${hash}-${width}.webp`), out);
    }
  } catch {
    throw invalidFields({ image: 'This file is not a picture we can read' });
  }
  return mediaUrl(businessId, hash, ITEM_IMAGE_WIDTHS[1]);
}
