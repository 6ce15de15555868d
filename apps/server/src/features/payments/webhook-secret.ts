import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

/**
 * The callback HMAC secret: PAYMENT_WEBHOOK_SECRET, or a random one for this process. A random
 * secret is enough for the sandbox, whose gateway calls back the same instance that signed (ADR
 * 403); a real gateway signs with a secret shared beforehand, so it must be configured.
 */
export function webhookSecret(config: Config, log: { warn: (msg: string) => void }): string {
  if (config.PAYMENT_WEBHOOK_SECRET) return config.PAYMENT_WEBHOOK_SECRET;
  if (config.PAYMENT_PROVIDER !== 'sandbox') {
    throw new Error('PAYMENT_WEBHOOK_SECRET is required for a real payment provider');
  }
  if (config.NODE_ENV !== 'test') {
    log.warn('PAYMENT_WEBHOOK_SECRET is unset: the sandbox signs with a random per-process secret');
  }
  return randomBytes(32).toString('base64url');
}
