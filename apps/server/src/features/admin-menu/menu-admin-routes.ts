import type { AdminCategoryResponse, AdminItemResponse, AdminMenuResponse } from '@sufra/contract';
import { idParam } from '@sufra/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminOf, requireAdmin } from '../admin/admin-auth.ts';
import { parseWrite } from '../admin/admin-validation.ts';
import { MAX_IMAGE_BYTES, storeItemImage } from './item-images.ts';
import type { MediaStore } from './media-store.ts';
import type { MenuAdminService } from './menu-admin-service.ts';
import type { MenuRemoval } from './menu-removal.ts';

type IdParams = { Params: { ref: string; id: string } };

const idOf = (params: { id: string }) => {
  const parsed = idParam.safeParse(params.id);
  return parsed.success ? parsed.data : 0;
};

const imageBody = z.object({
  data: z
    .base64()
    .min(4)
    .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4),
});

/** [product: Back office] the menu's calls: read, categories, items, their choices, sold out, pictures. */
export function registerMenuAdminRoutes(
  api: FastifyInstance,
  { menu, removal, media }: { menu: MenuAdminService; removal: MenuRemoval; media: MediaStore },
) {
  const read = { preHandler: requireAdmin('menu.read') };
  const edit = { preHandler: requireAdmin('menu.edit') };

  api.get<{ Params: { ref: string } }>('/admin/:ref/menu', read, async (request) => {
    return { error: 0, ...(await menu.menu(adminOf(request))) } satisfies AdminMenuResponse;
  });

  api.post<{ Params: { ref: string } }>('/admin/:ref/categories', edit, async (request, reply) => {
    const category = await menu.createCategory(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, category } satisfies AdminCategoryResponse);
  });
  api.post<{ Params: { ref: string } }>('/admin/:ref/categories/order', edit, async (request) => {
    await menu.orderCategories(adminOf(request), request.body);
    return { error: 0 };
  });
  // Deleting and ordering items (ADR 1101).
  api.post<IdParams>('/admin/:ref/categories/:id/delete', edit, async (request) => {
    await removal.deleteCategory(adminOf(request), idOf(request.params), request.body);
    return { error: 0 };
  });
  // Undo of a deletion (ADR 1210).
  api.post<IdParams>('/admin/:ref/categories/:id/restore', edit, async (request) => {
    await removal.restoreCategory(adminOf(request), idOf(request.params));
    return { error: 0 };
  });
  api.post<IdParams>('/admin/:ref/items/:id/restore', edit, async (request) => {
    await removal.restoreItem(adminOf(request), idOf(request.params));
    return { error: 0 };
  });
  api.post<IdParams>('/admin/:ref/categories/:id/items/order', edit, async (request) => {
    await removal.orderItems(adminOf(request), idOf(request.params), request.body);
    return { error: 0 };
  });
  api.post<{ Params: { ref: string; id: string; groupId: string } }>(
    '/admin/:ref/items/:id/groups/:groupId/delete',
    edit,
    async (request) => {
      const groupId = idOf({ id: request.params.groupId });
      await removal.deleteGroup(adminOf(request), idOf(request.params), groupId, request.body);
      return { error: 0 };
    },
  );
  api.post<{ Params: { ref: string; id: string; groupId: string } }>(
    '/admin/:ref/items/:id/groups/:groupId/restore',
    edit,
    async (request) => {
      const groupId = idOf({ id: request.params.groupId });
      await removal.restoreGroup(adminOf(request), idOf(request.params), groupId);
      return { error: 0 };
    },
  );
  api.post<IdParams>('/admin/:ref/items/:id/delete', edit, async (request) => {
    await removal.deleteItem(adminOf(request), idOf(request.params), request.body);
    return { error: 0 };
  });
  api.post<IdParams>('/admin/:ref/categories/:id', edit, async (request) => {
    const category = await menu.updateCategory(adminOf(request), idOf(request.params), request.body);
    return { error: 0, category } satisfies AdminCategoryResponse;
  });

  api.post<{ Params: { ref: string } }>('/admin/:ref/items', edit, async (request, reply) => {
    const item = await menu.createItem(adminOf(request), request.body);
    return reply.status(201).send({ error: 0, item } satisfies AdminItemResponse);
  });
  api.post<IdParams>('/admin/:ref/items/:id', edit, async (request) => {
    const item = await menu.updateItem(adminOf(request), idOf(request.params), request.body);
    return { error: 0, item } satisfies AdminItemResponse;
  });
  api.post<IdParams>('/admin/:ref/items/:id/groups', edit, async (request, reply) => {
    const item = await menu.addModifierGroup(adminOf(request), idOf(request.params), request.body);
    return reply.status(201).send({ error: 0, item } satisfies AdminItemResponse);
  });
  // A group put on other items as linked copies (ADR 1422).
  api.post<{ Params: { ref: string; id: string; groupId: string } }>(
    '/admin/:ref/items/:id/groups/:groupId/share',
    edit,
    async (request) => {
      const groupId = idOf({ id: request.params.groupId });
      const item = await menu.shareModifierGroup(
        adminOf(request),
        idOf(request.params),
        groupId,
        request.body,
      );
      return { error: 0, item } satisfies AdminItemResponse;
    },
  );
  // The item's sizes (price labels, ADR 1420).
  api.post<IdParams>('/admin/:ref/items/:id/sizes', edit, async (request) => {
    const item = await menu.setSizes(adminOf(request), idOf(request.params), request.body);
    return { error: 0, item } satisfies AdminItemResponse;
  });
  api.post<{ Params: { ref: string; id: string; groupId: string } }>(
    '/admin/:ref/items/:id/groups/:groupId',
    edit,
    async (request) => {
      const groupId = idOf({ id: request.params.groupId });
      const item = await menu.editModifierGroup(
        adminOf(request),
        idOf(request.params),
        groupId,
        request.body,
      );
      return { error: 0, item } satisfies AdminItemResponse;
    },
  );
  // Staff may mark sold out; only this call, not the item's other fields ([product: Back office]).
  api.post<IdParams>(
    '/admin/:ref/items/:id/sold-out',
    { preHandler: requireAdmin('menu.sold_out') },
    async (request) => {
      const item = await menu.setSoldOut(adminOf(request), idOf(request.params), request.body);
      return { error: 0, item } satisfies AdminItemResponse;
    },
  );
  // The picture as base64 in JSON: one client, one body parser; the limit fits an 8 MB photo.
  api.post<IdParams>(
    '/admin/:ref/items/:id/image',
    { ...edit, bodyLimit: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 1024 },
    async (request) => {
      const caller = adminOf(request);
      const { data } = parseWrite(imageBody, request.body);
      const id = idOf(request.params);
      const url = await storeItemImage(media, caller.member.businessId, Buffer.from(data, 'base64'));
      const item = await menu.setImage(caller, id, url);
      return { error: 0, item } satisfies AdminItemResponse;
    },
  );
}
