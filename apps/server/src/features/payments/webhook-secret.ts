import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { installSecret } from '../../platform/install-secrets.ts';

/**
 * The sandbox's callback HMAC secret: PAYMENT_WEBHOOK_SECRET, or the installation's own, made once
 * and kept in PostgreSQL (ADR 1330), so a callback signed by one instance is accepted by any other.
 * Tap signs with the merchant's own key (ADR 720); this secret only ever signs the sandbox's.
 */
export async function webhookSecret(config: Config, db: Db): Promise<string> {
  if (config.PAYMENT_WEBHOOK_SECRET) return config.PAYMENT_WEBHOOK_SECRET;
  return installSecret(db, 'payment_webhook_secret', () => randomBytes(32).toString('base64url'));
}
