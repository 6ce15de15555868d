import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

/** The server's VAPID identity (RFC 8292): push services check every message was signed by it. */
export type Vapid = { publicKey: string; privateKey: string; subject: string };

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * The key pair push is signed with (ADR 909): the configured one; else, where allowed (the demo's
 * VAPID_KEYS=generate, development and tests), a pair made once and kept in DATA_DIR/vapid.json —
 * the same across restarts, or every device's subscription would stop working; else none, and
 * push is off (said at start, never silently replaced in production).
 */
export async function vapidOf(config: Config, log: Log): Promise<Vapid | null> {
  const subject =
    config.VAPID_SUBJECT ??
    (config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : 'mailto:push@localhost');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  // Tests: a pair per app, kept nowhere.
  if (config.NODE_ENV === 'test' && config.VAPID_KEYS !== 'generate')
    return { ...webpush.generateVAPIDKeys(), subject };
  if (config.VAPID_KEYS !== 'generate' && config.NODE_ENV === 'production') {
    log.warn('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (ADR 909)');
    return null;
  }
  const file = path.join(config.DATA_DIR, 'vapid.json');
  const kept = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown })
    .catch(() => null);
  if (typeof kept?.publicKey === 'string' && typeof kept.privateKey === 'string')
    return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  const made = webpush.generateVAPIDKeys();
  await mkdir(config.DATA_DIR, { recursive: true });
  await writeFile(file, `${JSON.stringify(made)}\n`, { mode: 0o600 });
  log.info(`Web Push: made a VAPID key pair for this installation in ${file}`);
  return { ...made, subject };
}
