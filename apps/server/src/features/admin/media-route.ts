import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { createMediaStore, importMediaDir } from './media-store.ts';
import { mediaDirOf } from './plugin.ts';

/**
 * GET /media/{business}/{hash}-{width}.webp: uploaded pictures (ADR 1003), read from PostgreSQL so
 * every instance serves them (ADR 1331). Named by their content's hash, so cached forever; a new
 * upload is a new name.
 */
export async function registerMedia(
  app: FastifyInstance,
  config: { DATA_DIR: string },
  db: Db,
): Promise<void> {
  const store = createMediaStore(db);
  const moved = await importMediaDir(store, db, mediaDirOf(config));
  if (moved) app.log.info({ files: moved }, 'moved pictures from DATA_DIR/media into the database');
  app.get<{ Params: { business: string; file: string } }>(
    '/media/:business/:file',
    async (request, reply) => {
      const { business, file } = request.params;
      const picture =
        /^\d{1,9}$/.test(business) && /^[0-9a-f]{1,64}-\d{1,5}\.webp$/.test(file)
          ? await store.get(Number(business), file)
          : null;
      if (!picture) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(picture.contentType)
        .send(picture.bytes);
    },
  );
}
