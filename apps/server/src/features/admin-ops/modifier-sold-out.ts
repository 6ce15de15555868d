import { type AdminItem, soldOutWriteSchema } from '@sufra/contract';
import { memberCoversBranch } from '@sufra/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { Forbidden, NotFound } from '../../platform/failures.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { findAdminBusiness, insertAudit } from '../admin/admin-repository.ts';
import { invalidFields, parseWrite } from '../admin/admin-validation.ts';
import type { MenuAdminService } from '../admin/menu-admin-service.ts';

type SoldOut = { branch_id: number; back_at: string | null };

/** The modifier, locked, with its item — only when it is this business's (through its item). */
async function lockModifier(db: Db, businessId: number, id: number) {
  const { rows } = await db.execute<{
    id: number;
    item_id: number;
    name: Record<string, string>;
    sold_out: SoldOut[];
  }>(sql`
    SELECT m.id, g.item_id, m.name, m.sold_out FROM modifiers m
      JOIN modifier_groups g ON g.id = m.group_id JOIN items i ON i.id = g.item_id
     WHERE m.id = ${id} AND i.business_id = ${businessId} FOR UPDATE OF m`);
  return rows[0] ?? null;
}

/** Sold-out choices whose "back at" has passed come back, in one statement (the job, every minute). */
export async function returnSoldOutModifiers(db: Db, now: Date) {
  const at = now.toISOString();
  const { rowCount } = await db.execute(sql`UPDATE modifiers SET sold_out = (
      SELECT COALESCE(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(sold_out) e
       WHERE e->>'back_at' IS NULL OR (e->>'back_at')::timestamptz > ${at}::timestamptz)
    WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(sold_out) e
      WHERE e->>'back_at' IS NOT NULL AND (e->>'back_at')::timestamptz <= ${at}::timestamptz)`);
  return rowCount ?? 0;
}

/**
 * "86" for one choice at one branch ([product: Back office], ADR 1080), like items' (ADR 1003): staff
 * may, a member bound to a branch only there; optional "back at"; audited with the modifier's
 * before and after. The modifiers' version trigger bumps the business, so menus show it at once.
 */
export function createModifierSoldOut(deps: { db: Db; now: () => Date; menu: MenuAdminService }) {
  const { db, now, menu } = deps;
  return {
    async setSoldOut(caller: AdminCaller, modifierId: number, body: unknown): Promise<AdminItem> {
      const business = await findAdminBusiness(db, caller.referenceId);
      if (!business) throw new NotFound('Business not found');
      const input = parseWrite(soldOutWriteSchema, body);
      const { rows: branches } = await db.execute<{ id: number }>(
        sql`SELECT id FROM branches WHERE business_id = ${business.id}`,
      );
      if (!branches.some((b) => b.id === input.branch_id))
        throw invalidFields({ branch_id: 'Choose one of your branches' });
      if (!memberCoversBranch(caller.member.branchId, input.branch_id))
        throw new Forbidden('You work at another branch', 'branch_not_allowed');
      const backAt = input.sold_out && input.back_at ? new Date(input.back_at) : null;
      if (backAt && backAt.getTime() <= now().getTime())
        throw invalidFields({ back_at: 'Choose a time in the future' });
      const itemId = await transaction(db, async (tx) => {
        const before = await lockModifier(tx, business.id, modifierId);
        if (!before) throw new NotFound('Choice not found');
        const others = (Array.isArray(before.sold_out) ? before.sold_out : []).filter(
          (e) => e.branch_id !== input.branch_id,
        );
        const next: SoldOut[] = input.sold_out
          ? [...others, { branch_id: input.branch_id, back_at: backAt ? backAt.toISOString() : null }]
          : others;
        await tx.execute(
          sql`UPDATE modifiers SET sold_out = ${JSON.stringify(next)}::jsonb WHERE id = ${modifierId}`,
        );
        await insertAudit(tx, {
          businessId: business.id,
          memberId: caller.member.id,
          memberName: caller.member.name,
          action: input.sold_out ? 'sold_out' : 'back_in_stock',
          // Under its item, so the viewer's "Items" kind lists it (ADR 1080).
          entity: 'item',
          entityId: before.item_id,
          before: { choice: before.name, sold_out: before.sold_out },
          after: { choice: before.name, sold_out: next },
        });
        return before.item_id;
      });
      const item = (await menu.menu(caller)).items.find((i) => i.id === itemId);
      if (!item) throw new NotFound('Item not found');
      return item;
    },
  };
}
export type ModifierSoldOutService = ReturnType<typeof createModifierSoldOut>;
