import { type PaymentSettings, paymentSettingsWriteSchema } from '@sufra/contract';
import { isPaymentMethod } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { asObject } from '../../platform/stored-values.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import { mergeBusinessSettings, readBusinessSetup } from '../admin-settings/setup-repository.ts';
import { viewVersion } from '../admin-settings/setup-values.ts';
import type { Gateways } from '../payments/gateways.ts';

/**
 * Payment methods and the gateway with its key, the owner's alone (ADR 1121). The key is sealed by
 * the payments' gateways (ADR 721) and never leaves the server again: the screen, the answer and
 * the audit see its last four characters only.
 */
export function createPaymentSettingsService(deps: { db: Db; gateways: Gateways }) {
  const { db, gateways } = deps;

  async function view(tx: Db, businessId: number, lock = false): Promise<PaymentSettings> {
    const business = await readBusinessSetup(tx, businessId, lock);
    const st = asObject(business.settings);
    const { stored, keyLast4 } = await gateways.describe(businessId, tx);
    const methods = Array.isArray(st.payment_methods) ? st.payment_methods.filter(isPaymentMethod) : [2];
    const shown = {
      methods,
      default_cash: typeof st.default_cash === 'boolean' ? st.default_cash : true,
      gateway: stored ?? ('platform' as const),
      in_effect: gateways.effective(stored),
      key_last4: keyLast4,
      can_store_keys: gateways.canSeal,
    };
    return { ...shown, version: viewVersion(shown) };
  }

  return {
    async read(caller: AdminCaller): Promise<PaymentSettings> {
      return view(db, caller.member.businessId);
    },

    async save(caller: AdminCaller, body: unknown): Promise<PaymentSettings> {
      const input = parseWrite(paymentSettingsWriteSchema, body);
      const businessId = caller.member.businessId;
      const key = input.secret_key || null;
      if (key && input.gateway !== 'tap') throw invalidFields({ secret_key: 'Only Tap takes a secret key' });
      if (key && !gateways.canSeal)
        throw invalidFields({ secret_key: 'This server cannot store keys: PAYMENT_KEYS_SECRET is not set' });
      await auditedWrite(db, caller, { action: 'update', entity: 'payments' }, async (tx) => {
        const before = await view(tx, businessId, true);
        if (input.version && input.version !== before.version) throw changedElsewhere();
        await mergeBusinessSettings(tx, businessId, {
          settings: { payment_methods: [...new Set(input.methods)].sort(), default_cash: input.default_cash },
        });
        if (input.gateway === 'platform') await gateways.clear(businessId, tx);
        else if (input.gateway === 'tap') await gateways.configure(businessId, 'tap', key ?? 'keep', tx);
        else await gateways.configure(businessId, input.gateway, null, tx);
        return { entityId: businessId, before, after: (t) => view(t, businessId) };
      });
      return view(db, businessId);
    },
  };
}
export type PaymentSettingsService = ReturnType<typeof createPaymentSettingsService>;
