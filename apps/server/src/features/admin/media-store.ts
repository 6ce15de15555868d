import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { mediaFiles } from './media-schema.ts';

/** A stored picture file: `{hash}-{width}.webp` of one business. */
export type MediaFile = { contentType: string; bytes: Buffer };

/**
 * Uploaded pictures in PostgreSQL (ADR 1331): any instance serves what another stored, and the
 * database backup holds them. Names are content hashes, so a put of a name that exists is a no-op.
 */
export function createMediaStore(db: Db) {
  return {
    async put(businessId: number, name: string, bytes: Buffer, contentType = 'image/webp'): Promise<void> {
      await db.insert(mediaFiles).values({ businessId, name, bytes, contentType }).onConflictDoNothing();
    },
    async get(businessId: number, name: string): Promise<MediaFile | null> {
      const [row] = await db
        .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.businessId, businessId), eq(mediaFiles.name, name)));
      return row ?? null;
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;

/**
 * Pictures an older version wrote to DATA_DIR/media/{business}/ (ADR 1003) move into the store at
 * start, so the URLs already in menus keep working; files of businesses that no longer exist are
 * skipped. Idempotent: a name already stored is left as it is.
 */
export async function importMediaDir(store: MediaStore, db: Db, mediaDir: string): Promise<number> {
  const dirs = await readdir(mediaDir, { withFileTypes: true }).catch(() => []);
  let moved = 0;
  for (const dir of dirs) {
    if (!dir.isDirectory() || !/^\d+$/.test(dir.name)) continue;
    const businessId = Number(dir.name);
    const exists = await db.execute(sql`SELECT id FROM businesses WHERE id = ${businessId}`);
    if (exists.rows.length === 0) continue;
    for (const file of await readdir(path.join(mediaDir, dir.name))) {
      if (!/^[0-9a-f]+-\d+\.webp$/.test(file)) continue;
      await store.put(businessId, file, await readFile(path.join(mediaDir, dir.name, file)));
      moved += 1;
    }
  }
  return moved;
}
