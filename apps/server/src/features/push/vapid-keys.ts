import { readFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { installSecret } from '../../platform/install-secrets.ts';

/** The server's VAPID identity (RFC 8292): push services check every message was signed by it. */
export type Vapid = { publicKey: string; privateKey: string; subject: string };

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * The key pair push is signed with (ADR 909, ADR 1330): the configured one; else the
 * installation's own, made once and kept in PostgreSQL, so every instance signs with the same pair
 * and every device's subscription keeps working across restarts and instances. A pair an older
 * version kept in DATA_DIR/vapid.json becomes the installation's (subscriptions made with it go on).
 * Tests without VAPID_KEYS=generate get a pair per app, kept nowhere.
 */
export async function vapidOf(config: Config, db: Db, log: Log): Promise<Vapid> {
  const subject =
    config.VAPID_SUBJECT ??
    (config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : 'mailto:push@localhost');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (config.NODE_ENV === 'test' && config.VAPID_KEYS !== 'generate')
    return { ...webpush.generateVAPIDKeys(), subject };
  const kept = await readFile(path.join(config.DATA_DIR, 'vapid.json'), 'utf8')
    .then((text) => JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown })
    .catch(() => null);
  const legacyPair =
    typeof kept?.publicKey === 'string' && typeof kept.privateKey === 'string'
      ? { publicKey: kept.publicKey, privateKey: kept.privateKey }
      : null;
  let made = false;
  const stored = await installSecret(db, 'vapid_keys', () => {
    made = true;
    return JSON.stringify(legacyPair ?? webpush.generateVAPIDKeys());
  });
  const pair = JSON.parse(stored) as { publicKey: string; privateKey: string };
  if (made) log.info('Web Push: made a VAPID key pair for this installation (kept in the database)');
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, subject };
}
