import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * The sandbox's callback HMAC secret: PAYMENT_WEBHOOK_SECRET, or a random one for this process. A
 * random secret is enough, since the sandbox calls back the same instance that signed (ADR 403).
 */
export function webhookSecret(config: Config, log: { warn: (msg: string) => void }): string {
  if (config.PAYMENT_WEBHOOK_SECRET) return config.PAYMENT_WEBHOOK_SECRET;
  // Tap signs with the merchant's own key (ADR 720); this secret only ever signs the sandbox's.
  if (config.NODE_ENV !== 'test' && config.PAYMENT_PROVIDER !== 'tap' && config.PAYMENT_PROVIDER !== 'none') {
    log.warn('PAYMENT_WEBHOOK_SECRET is unset: the sandbox signs with a random per-process secret');
  }
  return randomBytes(32).toString('base64url');
}
