import { type AdminPolicies, POLICY_KINDS, policiesWriteSchema } from '@sufra/contract';
import type { Db } from '../../platform/db/client.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { checkLocalized, type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import { mergeBusinessSettings, readBusinessSetup } from '../admin-settings/setup-repository.ts';
import { viewVersion } from '../admin-settings/setup-values.ts';
import { storedPolicies, textsOf } from './business-texts.ts';

/**
 * The storefront's policies in the back office ([product: Back office], ADR 1142): privacy, terms
 * and refunds per business locale, in `settings.policies` (the wallet's terms are the wallet
 * screen's). On the business row, so the storefront's policies page shows a save at once.
 */
export function createPoliciesAdminService(deps: { db: Db }) {
  const { db } = deps;

  async function view(tx: Db, businessId: number, lock = false) {
    const business = await readBusinessSetup(tx, businessId, lock);
    const stored = storedPolicies(business.settings);
    const shown = Object.fromEntries(POLICY_KINDS.map((k) => [k, textsOf(stored[k])])) as Omit<
      AdminPolicies,
      'version'
    >;
    return { shown: { ...shown, version: viewVersion(shown) }, business, stored };
  }

  return {
    async read(caller: AdminCaller): Promise<AdminPolicies> {
      return (await view(db, caller.member.businessId)).shown;
    },

    async save(caller: AdminCaller, body: unknown): Promise<AdminPolicies> {
      const input = parseWrite(policiesWriteSchema, body);
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'update', entity: 'policies' }, async (tx) => {
        const { shown: before, business, stored } = await view(tx, businessId, true);
        if (input.version && input.version !== before.version) throw changedElsewhere();
        const problems: FieldProblems = {};
        const policies: Record<string, unknown> = { ...stored };
        for (const kind of POLICY_KINDS) {
          const texts = checkLocalized(kind, input[kind], business.locales, false, problems);
          if (Object.keys(texts).length) policies[kind] = texts;
          else delete policies[kind];
        }
        if (Object.keys(problems).length) throw invalidFields(problems);
        await mergeBusinessSettings(tx, businessId, { settings: { policies } });
        return { entityId: businessId, before, after: async (t) => (await view(t, businessId)).shown };
      });
      return (await view(db, businessId)).shown;
    },
  };
}
export type PoliciesAdminService = ReturnType<typeof createPoliciesAdminService>;
