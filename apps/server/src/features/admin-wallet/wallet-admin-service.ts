import {
  type AdminWallet,
  type AdminWalletPackage,
  walletPackageWriteSchema,
  walletSettingsWriteSchema,
} from '@sufra/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/failures.ts';
import { asObject } from '../../platform/stored-values.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { checkLocalized, type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import { storedPolicies, textsOf } from '../admin-policies/business-texts.ts';
import { mergeBusinessSettings, readBusinessSetup } from '../admin-settings/setup-repository.ts';
import { viewVersion } from '../admin-settings/setup-values.ts';

const packageColumns = {
  id: s.walletPackages.id,
  name: s.walletPackages.name,
  description: s.walletPackages.description,
  price: s.walletPackages.price,
  credit: s.walletPackages.credit,
  bonusExpiryDays: s.walletPackages.bonusExpiryDays,
  active: s.walletPackages.active,
  // Paid purchases (an expired bonus was paid all the same), what the screen counts.
  purchases: sql<number>`(SELECT count(*)::int FROM wallet_purchases p
    WHERE p.package_id = wallet_packages.id AND p.status IN ('paid', 'expired'))`.mapWith(Number),
  // Any purchase row, even pending or failed, keeps the package (its foreign key restricts).
  anyPurchase: sql<boolean>`EXISTS (SELECT 1 FROM wallet_purchases p WHERE p.package_id = wallet_packages.id)`,
  version: sql<string>`wallet_packages.xmin::text`,
};
type PackageRow = Awaited<ReturnType<typeof packagesOf>>[number];

function packagesOf(db: Db, businessId: number, id?: number, lock = false) {
  const query = db
    .select(packageColumns)
    .from(s.walletPackages)
    .where(
      and(
        eq(s.walletPackages.businessId, businessId),
        id === undefined ? undefined : eq(s.walletPackages.id, id),
      ),
    )
    .orderBy(asc(s.walletPackages.position), asc(s.walletPackages.id));
  return lock ? query.for('update') : query;
}

const packageView = (r: PackageRow): AdminWalletPackage => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: r.price,
  credit: r.credit,
  bonus_expiry_days: r.bonusExpiryDays,
  active: r.active,
  purchases: r.purchases,
  version: r.version,
});

/**
 * The wallet in the back office ([product: Wallet], ADR 1140): the switch and the wallet's terms
 * (settings `enable_wallet`, `policies.wallet`: the business row, so its version moves and open
 * storefronts drop their caches), and the packages (`wallet_packages`, read by the wallet's pages
 * at every request). A package someone bought is retired, never deleted: its purchases and
 * ledger entries keep pointing at it.
 */
export function createWalletAdminService(deps: { db: Db }) {
  const { db } = deps;

  async function settingsView(tx: Db, businessId: number, lock = false) {
    const business = await readBusinessSetup(tx, businessId, lock);
    const shown = {
      enable_wallet: asObject(business.settings).enable_wallet === true,
      policy: textsOf(storedPolicies(business.settings).wallet),
    };
    return { shown: { ...shown, version: viewVersion(shown) }, business };
  }

  async function lockPackage(tx: Db, businessId: number, id: number) {
    const [row] = await packagesOf(tx, businessId, id, true);
    if (!row) throw new NotFound('Package not found', 'WALLET_PACKAGE_NOT_FOUND');
    return row;
  }

  async function one(tx: Db, businessId: number, id: number) {
    const [row] = await packagesOf(tx, businessId, id);
    if (!row) throw new NotFound('Package not found', 'WALLET_PACKAGE_NOT_FOUND');
    return packageView(row);
  }

  async function packageValues(tx: Db, businessId: number, body: unknown) {
    const input = parseWrite(walletPackageWriteSchema, body);
    const { locales } = await readBusinessSetup(tx, businessId);
    const problems: FieldProblems = {};
    const name = checkLocalized('name', input.name, locales, true, problems);
    const description = checkLocalized('description', input.description, locales, false, problems);
    if (input.credit < input.price) problems.credit = 'At least what the diner pays';
    if (Object.keys(problems).length) throw invalidFields(problems);
    return {
      values: {
        name,
        description,
        price: input.price,
        credit: input.credit,
        bonusExpiryDays: input.credit > input.price ? input.bonus_expiry_days : null,
        active: input.active,
      },
      version: input.version,
    };
  }

  return {
    async read(caller: AdminCaller, currency: string): Promise<AdminWallet> {
      const businessId = caller.member.businessId;
      const [{ shown }, rows] = await Promise.all([settingsView(db, businessId), packagesOf(db, businessId)]);
      return { ...shown, currency, packages: rows.map(packageView) };
    },

    async saveSettings(caller: AdminCaller, body: unknown): Promise<void> {
      const input = parseWrite(walletSettingsWriteSchema, body);
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'update', entity: 'wallet' }, async (tx) => {
        const { shown: before, business } = await settingsView(tx, businessId, true);
        if (input.version && input.version !== before.version) throw changedElsewhere();
        const problems: FieldProblems = {};
        const policy = checkLocalized('policy', input.policy, business.locales, false, problems);
        if (Object.keys(problems).length) throw invalidFields(problems);
        const policies = { ...storedPolicies(business.settings), wallet: policy };
        await mergeBusinessSettings(tx, businessId, {
          settings: { enable_wallet: input.enable_wallet, policies },
        });
        return {
          entityId: businessId,
          before,
          after: async (t) => (await settingsView(t, businessId)).shown,
        };
      });
    },

    async add(caller: AdminCaller, body: unknown): Promise<AdminWalletPackage> {
      const businessId = caller.member.businessId;
      let id = 0;
      await auditedWrite(db, caller, { action: 'create', entity: 'wallet_package' }, async (tx) => {
        const { values } = await packageValues(tx, businessId, body);
        const [row] = await tx
          .insert(s.walletPackages)
          .values({
            ...values,
            businessId,
            position: sql`(SELECT coalesce(max(position), 0) + 1 FROM wallet_packages WHERE business_id = ${businessId})`,
          })
          .returning({ id: s.walletPackages.id });
        id = row?.id ?? 0;
        return { entityId: id, before: null, after: (t) => one(t, businessId, id) };
      });
      return one(db, businessId, id);
    },

    async save(caller: AdminCaller, id: number, body: unknown): Promise<AdminWalletPackage> {
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'update', entity: 'wallet_package' }, async (tx) => {
        const row = await lockPackage(tx, businessId, id);
        const { values, version } = await packageValues(tx, businessId, body);
        if (version && version !== row.version) throw changedElsewhere();
        await tx.update(s.walletPackages).set(values).where(eq(s.walletPackages.id, id));
        return { entityId: id, before: packageView(row), after: (t) => one(t, businessId, id) };
      });
      return one(db, businessId, id);
    },

    /** Deleted when nobody ever bought it; else retired (switched off, kept for its purchases). */
    async remove(caller: AdminCaller, id: number, body: unknown): Promise<'deleted' | 'retired'> {
      const businessId = caller.member.businessId;
      const version = (body as { version?: unknown } | null)?.version;
      let removed: 'deleted' | 'retired' = 'deleted';
      await auditedWrite(db, caller, { action: 'delete', entity: 'wallet_package' }, async (tx) => {
        const row = await lockPackage(tx, businessId, id);
        if (typeof version === 'string' && version !== row.version) throw changedElsewhere();
        removed = row.anyPurchase ? 'retired' : 'deleted';
        if (removed === 'retired')
          await tx.update(s.walletPackages).set({ active: false }).where(eq(s.walletPackages.id, id));
        else await tx.delete(s.walletPackages).where(eq(s.walletPackages.id, id));
        return {
          entityId: id,
          before: packageView(row),
          after: async (t) => (removed === 'retired' ? one(t, businessId, id) : null),
        };
      });
      return removed;
    },
  };
}
export type WalletAdminService = ReturnType<typeof createWalletAdminService>;
