import {
  type AdminBranch,
  type AdminBusinessProfile,
  branchWriteSchema,
  businessProfileWriteSchema,
  SOCIAL_NETWORKS,
} from '@sufra/contract';
import { parsePhone } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { NotFound } from '../../platform/failures.ts';
import { asObject } from '../../platform/stored-values.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { checkLocalized, type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import { viewVersion } from '../admin-settings/setup-values.ts';
import {
  type BranchValues,
  insertBranch,
  lockBranch,
  readBranches,
  readProfileRow,
  updateBranch,
  writeProfile,
} from './business-profile-repository.ts';

const texts = (v: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(asObject(v)).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );

type BranchRow = Awaited<ReturnType<typeof readBranches>>[number];
const branchView = (b: BranchRow): AdminBranch => ({
  id: b.id,
  reference_id: b.referenceId,
  name: b.name,
  address: b.address,
  phone: b.phone,
  lat: b.lat,
  lng: b.lng,
  is_main: b.isMain,
  version: b.version,
});

/** A typed phone → E.164, or a problem on `field`; empty: none. */
function phoneOf(typed: string, country: string, field: string, problems: FieldProblems): string | null {
  if (!typed) return null;
  const phone = parsePhone(typed, country);
  if (phone.ok && phone.valid) return phone.e164;
  problems[field] = 'Not a phone number we can call: write it with its country code, e.g. +965 5000 1234';
  return null;
}

/**
 * The business and its branches as their owner edits them ([product: Back office], ADR 1372):
 * the same stored values the storefront reads (`business-settings.ts`), each write checked per
 * field (422), against the version the owner saw (409), audited, in one transaction scoped by
 * the caller's business. The version triggers then tell every storefront.
 */
export function createBusinessProfileService(deps: { db: Db }) {
  const { db } = deps;

  async function view(tx: Db, businessId: number, lock = false): Promise<AdminBusinessProfile> {
    const row = await readProfileRow(tx, businessId, lock);
    const st = asObject(row.settings);
    // An old import may hold the description as one text: it is the menu's language's.
    const description =
      typeof st.description === 'string'
        ? { [row.locales[0] ?? 'en']: st.description }
        : texts(st.description);
    const shown = {
      name: row.name,
      description,
      business_type: row.business_type,
      social_links: texts(st.social_links),
      whatsapp_phone: typeof st.whatsapp_phone === 'string' && st.whatsapp_phone ? st.whatsapp_phone : null,
      country_code: row.country_code,
    };
    const branches = (await readBranches(tx, businessId)).map(branchView);
    return { ...shown, version: viewVersion(shown), branches };
  }

  async function checkBranch(businessId: number, body: unknown): Promise<BranchValues> {
    const input = parseWrite(branchWriteSchema, body);
    const { locales, country_code } = await readProfileRow(db, businessId);
    const problems: FieldProblems = {};
    const name = checkLocalized('name', input.name, locales, true, problems);
    const address = checkLocalized('address', input.address, locales, false, problems);
    const phone = phoneOf(input.phone, country_code, 'phone', problems);
    if ((input.lat === null) !== (input.lng === null)) problems.lat = 'Drop the pin, or clear both numbers';
    if (Object.keys(problems).length) throw invalidFields(problems);
    return { name, address, phone, lat: input.lat, lng: input.lng };
  }

  return {
    async read(caller: AdminCaller) {
      return view(db, caller.member.businessId);
    },

    async save(caller: AdminCaller, body: unknown): Promise<AdminBusinessProfile> {
      const input = parseWrite(businessProfileWriteSchema, body);
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'update', entity: 'business_profile' }, async (tx) => {
        const before = await view(tx, businessId, true);
        if (input.version && input.version !== before.version) throw changedElsewhere();
        const { locales } = await readProfileRow(tx, businessId);
        const problems: FieldProblems = {};
        const name = checkLocalized('name', input.name, locales, true, problems);
        const description = checkLocalized('description', input.description, locales, false, problems);
        const whatsapp = phoneOf(input.whatsapp_phone, before.country_code, 'whatsapp_phone', problems);
        if (Object.keys(problems).length) throw invalidFields(problems);
        // The networks this form shows are replaced; any other key an import wrote stays.
        const others = Object.entries(before.social_links).filter(
          ([k]) => !(SOCIAL_NETWORKS as readonly string[]).includes(k),
        );
        const links = Object.entries(input.social_links).filter(([, v]) => v);
        await writeProfile(tx, businessId, {
          name,
          businessType: input.business_type,
          settings: {
            description,
            social_links: Object.fromEntries([...others, ...links]),
            whatsapp_phone: whatsapp,
          },
        });
        const { branches: _b, ...shown } = before;
        return { entityId: businessId, before: shown, after: (t) => view(t, businessId) };
      });
      return view(db, businessId);
    },

    async addBranch(caller: AdminCaller, body: unknown): Promise<AdminBranch> {
      const businessId = caller.member.businessId;
      const values = await checkBranch(businessId, body);
      let id = 0;
      await auditedWrite(db, caller, { action: 'create', entity: 'branch_details' }, async (tx) => {
        id = await insertBranch(tx, businessId, values);
        return { entityId: id, before: null, after: async () => values };
      });
      return branchOf(businessId, id);
    },

    async editBranch(caller: AdminCaller, id: number, body: unknown): Promise<AdminBranch> {
      const businessId = caller.member.businessId;
      const input = parseWrite(branchWriteSchema, body);
      const values = await checkBranch(businessId, body);
      await auditedWrite(db, caller, { action: 'update', entity: 'branch_details' }, async (tx) => {
        const before = await lockBranch(tx, businessId, id);
        if (!before) throw new NotFound('Branch not found');
        if (input.version && input.version !== before.version) throw changedElsewhere();
        await updateBranch(tx, businessId, id, values);
        return { entityId: id, before: branchView(before), after: async () => values };
      });
      return branchOf(businessId, id);
    },
  };

  async function branchOf(businessId: number, id: number) {
    const branch = (await readBranches(db, businessId)).find((b) => b.id === id);
    if (!branch) throw new NotFound('Branch not found');
    return branchView(branch);
  }
}
export type BusinessProfileService = ReturnType<typeof createBusinessProfileService>;
