import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** What every web build writes (scripts/web-build.mjs, ADR 843): its id and when it was made. */
export type BuildDescriptor = { id: string; time: string };

export const BUILD_DESCRIPTOR_FILE = 'build.json';

const isDescriptor = (v: unknown): v is BuildDescriptor =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as BuildDescriptor).id === 'string' &&
  /^[\w.-]{1,64}$/.test((v as BuildDescriptor).id) &&
  typeof (v as BuildDescriptor).time === 'string';

/** The descriptor of the build in `buildDir`, or null (no build, or an old one without it). */
export async function readBuildDescriptor(buildDir: string): Promise<BuildDescriptor | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(buildDir, BUILD_DESCRIPTOR_FILE), 'utf8'));
    return isDescriptor(parsed) ? { id: parsed.id, time: parsed.time } : null;
  } catch {
    return null;
  }
}

/**
 * GET /build.json (ADR 843): read from the build directory on every request — a deployment that
 * replaces the build is seen at once — and never cached (`no-cache`: always revalidated), so open
 * pages that check it hourly and on coming back to the foreground learn of a new release.
 */
export function registerBuildDescriptor(app: FastifyInstance, buildDir: string, fallbackId: string): void {
  app.get('/build.json', async (_request, reply) => {
    const descriptor = (await readBuildDescriptor(buildDir)) ?? { id: fallbackId, time: '' };
    return reply
      .header('cache-control', 'no-cache')
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify(descriptor));
  });
}
