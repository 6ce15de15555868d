import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mediaDirOf } from './plugin.ts';

/**
 * GET /media/{business}/{hash}-{width}.webp: uploaded pictures (ADR 1003). Named by their
 * content's hash, so cached forever; a new upload is a new name.
 */
export async function registerMedia(app: FastifyInstance, config: { DATA_DIR: string }): Promise<void> {
  const root = mediaDirOf(config);
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    // Files arrive after the start: one wildcard route, not a route per file.
    wildcard: true,
    index: false,
    dotfiles: 'deny',
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
