import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../cache/response-cache.ts';

/** Route option for cached bodies: they carry their own compressed forms. */
export const ownCompression = { compress: false } as const;

/** True when If-None-Match lists the ETag (weak comparison, `*` included; RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** The best encoding the client accepts among ours: br, then gzip, else none. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/**
 * Sends a cached response: ETag + Cache-Control always (also on 304), 304 when the client holds
 * this version, otherwise the pre-compressed body the client accepts. Browsers revalidate every
 * time (max-age=0) and get a bodiless 304 while the menu is unchanged.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply
    .header('etag', body.etag)
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('vary', 'locale, accept-encoding');
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? body.br : body.gzip);
}
