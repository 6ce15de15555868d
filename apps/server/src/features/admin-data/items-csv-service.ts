import { ADMIN_PROBLEMS } from '@sufra/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';
import { Conflict, NotFound, Refused } from '../../platform/failures.ts';
import { type CsvChange, type CsvLabel, itemsToCsv, readItemsCsv } from './items-csv.ts';

type BusinessFacts = { id: number; locales: string[]; currency: string; version: number };

async function business(db: Db, referenceId: string): Promise<BusinessFacts> {
  const [row] = await db
    .select({
      id: s.businesses.id,
      locales: s.businesses.locales,
      currency: s.businesses.currency,
      version: s.businesses.version,
    })
    .from(s.businesses)
    .where(eq(s.businesses.referenceId, referenceId));
  if (!row) throw new NotFound('No such business');
  return row;
}

async function currentRows(db: Db, businessId: number): Promise<CsvLabel[]> {
  const rows = await db
    .select({
      itemId: s.items.id,
      priceLabelId: s.priceLabels.id,
      categoryName: s.categories.name,
      itemName: s.items.name,
      label: s.priceLabels.label,
      price: s.priceLabels.price,
      visible: s.items.visible,
    })
    .from(s.priceLabels)
    .innerJoin(s.items, eq(s.items.id, s.priceLabels.itemId))
    .innerJoin(s.categories, eq(s.categories.id, s.items.categoryId))
    .where(and(eq(s.items.businessId, businessId), isNull(s.items.deletedAt)))
    .orderBy(
      asc(s.categories.sort),
      asc(s.categories.id),
      asc(s.items.sort),
      asc(s.items.id),
      asc(s.priceLabels.sort),
      asc(s.priceLabels.id),
    );
  return rows.map((r) => ({
    itemId: r.itemId,
    priceLabelId: r.priceLabelId,
    category: Object.values(r.categoryName)[0] ?? '',
    itemName: r.itemName,
    label: r.label,
    price: r.price,
    visible: r.visible,
  }));
}

export type CsvPreview = { version: number; changes: CsvChange[] };

export function createItemsCsvService(db: Db) {
  async function read(referenceId: string, csv: string) {
    const facts = await business(db, referenceId);
    const current = await currentRows(db, facts.id);
    const result = readItemsCsv(csv, current, facts.locales, facts.currency);
    // Any row wrong: nothing is applied, and every error is said (422, ADR 1021).
    if (result.errors.length) {
      throw new Refused(
        ADMIN_PROBLEMS.csvInvalid,
        `The file has ${result.errors.length} error(s); nothing was changed`,
        {
          errors: result.errors,
        },
      );
    }
    return { facts, ...result };
  }

  return {
    async exportCsv(referenceId: string): Promise<string> {
      const facts = await business(db, referenceId);
      return itemsToCsv(await currentRows(db, facts.id), facts.locales, facts.currency);
    },

    async preview(referenceId: string, csv: string): Promise<CsvPreview> {
      const { facts, changes } = await read(referenceId, csv);
      return { version: facts.version, changes };
    },

    /**
     * Applies what the manager saw in the preview: refused (409) when the menu moved since
     * `version`, so two managers never silently overwrite each other. The triggers bump the
     * version and NOTIFY every instance (ADR 201): open storefronts get the new prices.
     */
    async apply(
      referenceId: string,
      csv: string,
      version: number,
      auditor?: { memberId: number | null; memberName: string },
    ): Promise<{ applied: number; version: number }> {
      return transaction(db, async (tx) => {
        const [locked] = await tx
          .select({ id: s.businesses.id, version: s.businesses.version })
          .from(s.businesses)
          .where(eq(s.businesses.referenceId, referenceId))
          .for('update');
        if (!locked) throw new NotFound('No such business');
        // Errors first (422, every row said), then whether the preview is still the menu (409).
        const { changes, updates } = await read(referenceId, csv);
        if (locked.version !== version) {
          throw new Conflict(
            'changed_elsewhere',
            'The menu changed since the preview; preview the file again',
          );
        }
        const changedLabels = new Set(changes.map((c) => c.price_label_id));
        const changedItems = new Set(changes.map((c) => c.item_id));
        const seenItems = new Set<number>();
        for (const u of updates) {
          if (changedLabels.has(u.priceLabelId)) {
            await tx
              .update(s.priceLabels)
              .set({ price: u.price, label: u.label })
              .where(eq(s.priceLabels.id, u.priceLabelId));
          }
          if (changedItems.has(u.itemId) && !seenItems.has(u.itemId)) {
            seenItems.add(u.itemId);
            await tx
              .update(s.items)
              .set({ name: u.itemName, visible: u.visible })
              .where(and(eq(s.items.id, u.itemId), eq(s.items.businessId, locked.id)));
          }
        }
        // Audited in the same transaction (ADR 1080): each changed cell, before → after.
        if (auditor && changes.length)
          await tx.insert(s.adminAudit).values({
            businessId: locked.id,
            memberId: auditor.memberId,
            memberName: auditor.memberName,
            action: 'csv_apply',
            entity: 'prices',
            entityId: null,
            before: changes.map((c) => ({
              item_id: c.item_id,
              item: c.item,
              column: c.column,
              value: c.before,
            })),
            after: changes.map((c) => ({
              item_id: c.item_id,
              item: c.item,
              column: c.column,
              value: c.after,
            })),
          });
        const [after] = await tx
          .select({ version: s.businesses.version })
          .from(s.businesses)
          .where(inArray(s.businesses.id, [locked.id]));
        return { applied: changes.length, version: after?.version ?? version };
      });
    },
  };
}

export type ItemsCsvService = ReturnType<typeof createItemsCsvService>;
