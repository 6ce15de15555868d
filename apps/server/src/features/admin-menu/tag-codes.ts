import { ADMIN_PROBLEMS, tagCodesWriteSchema, tagCreateSchema } from '@sufra/contract';
import { ALLERGENS, ANIMAL_CODES, DIETS } from '@sufra/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { Conflict, NotFound } from '../../platform/failures.ts';
import { type AdminCaller, adminOf, requireAdmin } from '../admin/admin-auth.ts';
import { findAdminBusiness } from '../admin/admin-repository.ts';
import { checkLocalized, type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
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

const codesProblem = (kind: string) =>
  kind === 'ingredient'
    ? 'An ingredient declares allergens, meat or animal products'
    : 'A tag declares allergens or diets';

export function createTagCodes(deps: { db: Db }) {
  const { db } = deps;
  return {
    /**
     * A new tag or ingredient (ADR 1421): named in the menu's language, its codes among those its
     * kind may declare, no other of its kind with the same name; with `item_id` (an item of this
     * business) put on that item in the same transaction.
     */
    async create(caller: AdminCaller, body: unknown) {
      const business = await findAdminBusiness(db, caller.referenceId);
      if (!business) throw new NotFound('Business not found');
      const input = parseWrite(tagCreateSchema, body);
      const problems: FieldProblems = {};
      const name = checkLocalized('name', input.name, business.locales, true, problems);
      const codes = input.codes === null ? null : [...new Set(input.codes)];
      if (codes?.some((c) => !allowed(input.kind).includes(c))) problems.codes = codesProblem(input.kind);
      if (Object.keys(problems).length) throw invalidFields(problems);
      return auditedWrite(db, caller, { action: 'create', entity: 'tag' }, async (tx) => {
        const first = business.locales[0] ?? 'en';
        const { rows: same } = await tx.execute<{ id: number }>(sql`SELECT id FROM tags
          WHERE business_id = ${business.id} AND kind = ${input.kind}
            AND lower(name->>${first}) = lower(${name[first] ?? ''}) LIMIT 1`);
        if (same.length)
          throw new Conflict(ADMIN_PROBLEMS.tagExists, 'You have one of that name already', {
            fields: { [`name.${first}`]: 'You have one of that name already' },
          });
        const [tag] = await tx
          .insert(s.tags)
          .values({ businessId: business.id, kind: input.kind, name, codes })
          .returning({ id: s.tags.id });
        if (!tag) throw new Error('tag insert returned nothing');
        if (input.item_id) {
          const [item] = await tx
            .update(s.items)
            .set({ tagIds: sql`array_append(${s.items.tagIds}, ${tag.id})` })
            .where(
              and(
                eq(s.items.id, input.item_id),
                eq(s.items.businessId, business.id),
                isNull(s.items.deletedAt),
              ),
            )
            .returning({ id: s.items.id });
          if (!item) throw new NotFound('Item not found');
        }
        const after = { id: tag.id, kind: input.kind, name, codes, item_id: input.item_id ?? null };
        return { entityId: tag.id, before: null, after: async () => after };
      });
    },

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
          throw invalidFields({ codes: codesProblem(before.kind) });
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
  api.post<{ Params: { ref: string } }>(
    '/admin/:ref/tags',
    { preHandler: requireAdmin('menu.edit') },
    async (request, reply) => {
      const tag = await tags.create(adminOf(request), request.body);
      return reply.status(201).send({ error: 0, tag: { id: tag.id } });
    },
  );
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
