import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { invalidFields } from './admin-validation.ts';
import type { MediaStore } from './media-store.ts';

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
 * WebP in the media store (PostgreSQL, ADR 1331), named by the content's hash (so the files are cached forever).
 * Returns the 2x URL, which the storefront's picture code expands to 1x/2x.
 */
export const storeItemImage = (media: MediaStore, businessId: number, bytes: Buffer) =>
  storePicture(media, businessId, bytes, 3 / 4);

/**
 * Any uploaded picture, at the same two widths: cropped to `heightRatio` (height / width), or
 * only fitted inside a square when null (a logo keeps its own shape; ADR 1120).
 */
export async function storePicture(
  media: MediaStore,
  businessId: number,
  bytes: Buffer,
  heightRatio: number | null,
): Promise<string> {
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES)
    throw invalidFields({ image: 'Choose a picture of at most 8 MB' });
  // The shape is part of the name: the same photo as a logo and as a dish are two files.
  const shape = heightRatio === 3 / 4 ? '' : String(heightRatio);
  const hash = createHash('sha256').update(bytes).update(shape).digest('hex').slice(0, 24);
  const files: [string, Buffer][] = [];
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    for (const width of ITEM_IMAGE_WIDTHS) {
      const out = await source
        .clone()
        .resize(
          heightRatio === null
            ? { width, height: width, fit: 'inside', withoutEnlargement: true }
            : { width, height: Math.round(width * heightRatio), fit: 'cover' },
        )
        .webp({ quality: 78 })
        .toBuffer();
      files.push([`${hash}-${width}.webp`, out]);
    }
  } catch {
    throw invalidFields({ image: 'This file is not a picture we can read' });
  }
  for (const [name, out] of files) await media.put(businessId, name, out);
  return mediaUrl(businessId, hash, ITEM_IMAGE_WIDTHS[1]);
}
