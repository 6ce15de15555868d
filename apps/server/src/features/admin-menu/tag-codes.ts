import { tagCodesWriteSchema } from '@sufra/contract';
import { ALLERGENS, ANIMAL_CODES, DIETS } from '@sufra/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { NotFound } from '../../platform/failures.ts';
import { type AdminCaller, adminOf, requireAdmin } from '../admin/admin-auth.ts';
import { findAdminBusiness } from '../admin/admin-repository.ts';
import { invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';

/**
 * What an ingredient contains and what a tag claims, from the back office (ADR 1154, the model of
 * ADR 1060): an ingredient declares allergens, `meat` or `animal`; a tag warns of allergens or
 * claims diets. `null` is "not declared" (no diet follows from it), `[]` is "contains none of
 * these". Version-checked (the row's xmin), audited; the tags' version trigger carries it to
 * every storefront, whose diet chips and filter derive from the codes.
 */
const allowed = (kind: string): readonly string[] =>
  kind === 'ingredient' ? [...ALLERGENS, ...ANIMAL_CODES] : [...ALLERGENS, ...DIETS];

type TagRow = {
  id: number;
  kind: string;
  name: Record<string, string>;
  codes: string[] | null;
  version: string;
};

export function createTagCodes(deps: { db: Db }) {
  const { db } = deps;
  return {
    async set(caller: AdminCaller, id: number, body: unknown) {
      const business = await findAdminBusiness(db, caller.referenceId);
      if (!business) throw new NotFound('Business not found');
      const input = parseWrite(tagCodesWriteSchema, body);
      await auditedWrite(db, caller, { action: 'codes', entity: 'tag' }, async (tx) => {
        const { rows } = await tx.execute<TagRow>(sql`SELECT id, kind, name, codes, xmin::text AS version
          FROM tags WHERE id = ${id} AND business_id = ${business.id} FOR UPDATE`);
        const before = rows[0];
        if (!before) throw new NotFound('Tag not found');
        if (input.version && input.version !== before.version) throw changedElsewhere();
        const codes = input.codes === null ? null : [...new Set(input.codes)];
        if (codes?.some((c) => !allowed(before.kind).includes(c)))
          throw invalidFields({
            codes:
              before.kind === 'ingredient'
                ? 'An ingredient declares allergens, meat or animal products'
                : 'A tag declares allergens or diets',
          });
        await tx.update(s.tags).set({ codes }).where(eq(s.tags.id, id));
        return {
          entityId: id,
          before: { name: before.name, kind: before.kind, codes: before.codes },
          after: async () => ({ name: before.name, kind: before.kind, codes }),
        };
      });
    },
  };
}

export function registerTagCodeRoutes(api: FastifyInstance, tags: ReturnType<typeof createTagCodes>) {
  api.post<{ Params: { ref: string; id: string } }>(
    '/admin/:ref/tags/:id/codes',
    { preHandler: requireAdmin('menu.edit') },
    async (request) => {
      const id = Number(request.params.id);
      await tags.set(adminOf(request), Number.isSafeInteger(id) && id > 0 ? id : 0, request.body);
      return { error: 0 };
    },
  );
}
