import { isOnlineMethod } from '@sufra/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { openKey, parseKeysSecret, sealKey } from '../../platform/key-seal.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createTapProvider, tapSupports } from './tap/tap-provider.ts';

export type GatewayName = 'tap' | 'sandbox';
/** What a business's `payment_gateways.provider` may say. */
export type StoredGateway = GatewayName | 'none';

/**
 * Which gateway takes each business's online payments (ADR 721): its own row in
 * `payment_gateways`, else the platform default (PAYMENT_PROVIDER). The sandbox only where it
 * belongs (not in production unless PAYMENT_SANDBOX=allow) and Tap only with a key and a public
 * origin to send the payer back to. No gateway: online methods are not offered.
 */
export function createGateways(deps: { db: Db; config: Config; sandbox: PaymentProvider | null }) {
  const { db, config } = deps;
  const sandboxAllowed = config.NODE_ENV !== 'production' || config.PAYMENT_SANDBOX === 'allow';
  const tapPossible = Boolean(config.PUBLIC_URL);
  const sealing = config.PAYMENT_KEYS_SECRET ? parseKeysSecret(config.PAYMENT_KEYS_SECRET) : null;
  const platformDefault: GatewayName | null = (() => {
    const chosen = config.PAYMENT_PROVIDER ?? (config.NODE_ENV === 'production' ? 'none' : 'sandbox');
    if (chosen === 'sandbox') return sandboxAllowed && deps.sandbox ? 'sandbox' : null;
    if (chosen === 'tap') return tapPossible && config.TAP_SECRET_KEY ? 'tap' : null;
    return null;
  })();
  const tapByKey = new Map<string, PaymentProvider>();
  const tapWith = (secretKey: string) => {
    let provider = tapByKey.get(secretKey);
    if (!provider) {
      provider = createTapProvider({ baseUrl: config.TAP_API_URL, secretKey });
      tapByKey.set(secretKey, provider);
    }
    return provider;
  };

  /** The gateway in effect for a business whose row says `stored` (null: no row). */
  function effective(stored: string | null): GatewayName | null {
    if (stored === null) return platformDefault;
    if (stored === 'sandbox') return sandboxAllowed && deps.sandbox ? 'sandbox' : null;
    if (stored === 'tap') return tapPossible ? 'tap' : null;
    return null;
  }

  return {
    platformDefault,
    sandbox: sandboxAllowed ? deps.sandbox : null,
    effective,

    /**
     * Which enabled methods a business can offer: offline ones always; online ones only with a
     * gateway in effect that takes them in the business's currency.
     */
    offer(stored: string | null, currency: string): (method: number) => boolean {
      const name = effective(stored);
      return (method) => {
        if (!isOnlineMethod(method)) return true;
        if (name === 'sandbox') return deps.sandbox?.supports(method, currency) ?? false;
        if (name === 'tap') return tapSupports(method, currency);
        return false;
      };
    },

    /** The provider of a business's online payments, or null when it has none. */
    async forBusiness(businessId: number): Promise<PaymentProvider | null> {
      const [row] = await db
        .select()
        .from(s.paymentGateways)
        .where(eq(s.paymentGateways.businessId, businessId))
        .limit(1);
      const name = effective(row?.provider ?? null);
      if (name === 'sandbox') return deps.sandbox;
      if (name !== 'tap') return null;
      if (row?.secretKeySealed) {
        const key = sealing ? openKey(sealing, businessId, row.secretKeySealed) : null;
        return key ? tapWith(key) : null;
      }
      return config.TAP_SECRET_KEY ? tapWith(config.TAP_SECRET_KEY) : null;
    },

    /**
     * The provider that can still speak for an attempt it opened — verify its webhook, retrieve
     * its charge, refund it — even if the business has since switched gateway: money already taken
     * must still be recorded or given back. Tap: the business's own key if one is stored, else the
     * platform's.
     */
    async forAttempt(businessId: number, provider: string): Promise<PaymentProvider | null> {
      if (provider === 'sandbox') return sandboxAllowed ? deps.sandbox : null;
      if (provider !== 'tap') return null;
      const [row] = await db
        .select({ sealed: s.paymentGateways.secretKeySealed })
        .from(s.paymentGateways)
        .where(eq(s.paymentGateways.businessId, businessId))
        .limit(1);
      const own = row?.sealed && sealing ? openKey(sealing, businessId, row.sealed) : null;
      const key = own ?? config.TAP_SECRET_KEY;
      return key ? tapWith(key) : null;
    },

    /** Whether keys can be stored at all (PAYMENT_KEYS_SECRET is set). */
    canSeal: sealing !== null,

    /**
     * A business's own gateway row as the back office shows it (ADR 1121): the provider it stored
     * (null: none, the platform's applies) and its key's last four characters, never more.
     */
    async describe(
      businessId: number,
      tx: Db = db,
    ): Promise<{ stored: StoredGateway | null; keyLast4: string | null }> {
      const [row] = await tx
        .select()
        .from(s.paymentGateways)
        .where(eq(s.paymentGateways.businessId, businessId))
        .limit(1);
      if (!row) return { stored: null, keyLast4: null };
      const key = row.secretKeySealed && sealing ? openKey(sealing, businessId, row.secretKeySealed) : null;
      const stored = (['tap', 'sandbox', 'none'] as const).find((g) => g === row.provider) ?? 'none';
      return { stored, keyLast4: key ? key.slice(-4) : null };
    },

    /**
     * Stores a business's gateway (its key sealed; `keep`: the key already stored stays). Throws
     * when a key cannot be sealed. `tx`: the back office's audited transaction (ADR 1121).
     */
    async configure(
      businessId: number,
      stored: StoredGateway,
      secretKey: string | null | 'keep',
      tx: Db = db,
    ): Promise<void> {
      if (secretKey === 'keep') {
        const [row] = await tx
          .select({ sealed: s.paymentGateways.secretKeySealed })
          .from(s.paymentGateways)
          .where(eq(s.paymentGateways.businessId, businessId))
          .limit(1);
        await writeRow(tx, businessId, stored, row?.sealed ?? null);
        return;
      }
      if (secretKey && !sealing) throw new Error('PAYMENT_KEYS_SECRET is required to store a gateway key');
      const sealed = secretKey && sealing ? sealKey(sealing, businessId, secretKey) : null;
      await writeRow(tx, businessId, stored, sealed);
    },

    /** Drops a business's own gateway (and key): the platform's default applies again. */
    async clear(businessId: number, tx: Db = db): Promise<void> {
      await tx.delete(s.paymentGateways).where(eq(s.paymentGateways.businessId, businessId));
    },
  };
}

async function writeRow(db: Db, businessId: number, stored: StoredGateway, sealed: string | null) {
  await db
    .insert(s.paymentGateways)
    .values({ businessId, provider: stored, secretKeySealed: sealed })
    .onConflictDoUpdate({
      target: s.paymentGateways.businessId,
      set: { provider: stored, secretKeySealed: sealed, updatedAt: new Date() },
    });
}

export type Gateways = ReturnType<typeof createGateways>;
