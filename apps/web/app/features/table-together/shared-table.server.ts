import { type MenuItem, SHARED_TABLE_DINER_COOKIE, type SharedTableResponse } from '@sufra/contract';
import {
  ApiError,
  addSharedLine,
  askSharedBill,
  joinSharedTable,
  paySharedPart,
  readSharedTable,
  sendSharedRound,
  setSharedLine,
} from '@sufra/contract/client';
import type { RouterContextProvider } from 'react-router';
import { apiFor } from '../../platform/api-context.ts';
import { readCookie } from '../../platform/cookies.ts';
import { allItems } from '../../shell/menu-view.server.ts';
import { sessionTokenOf } from '../accounts/session.server.ts';

/** A dish the table can add in one tap: sold for dine-in, available, no choices to make. */
export type TableDish = { id: number; labelId: number; name: string; price: number; category: string };

export function tableDishes(categories: Parameters<typeof allItems>[0]): TableDish[] {
  return allItems(categories)
    .filter(({ item }) => quickDish(item))
    .map(({ item, category }) => ({
      id: item.id,
      labelId: item.price_labels[0]?.id ?? 0,
      name: item.name,
      price: item.price_labels[0]?.price ?? 0,
      category: category.name,
    }));
}

const quickDish = (item: MenuItem) =>
  item.available &&
  item.visible &&
  item.types.dine_in &&
  item.price_labels.length === 1 &&
  !item.comment_required &&
  item.modifier_groups.every((g) => g.min === 0);

/** The diner's key for a table, from its cookie (ADR 1401): HttpOnly, the table's own name. */
export const dinerKeyOf = (request: Request, tableId: number) =>
  readCookie(request.headers.get('cookie'), `${SHARED_TABLE_DINER_COOKIE}${tableId}`);

export function dinerCookie(request: Request, tableId: number, key: string): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  // Twelve hours: a meal, and a phone that slept through it.
  return `${SHARED_TABLE_DINER_COOKIE}${tableId}=${encodeURIComponent(key)}; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax${secure}`;
}

type Ctx = { context: Readonly<RouterContextProvider>; request: Request };

/** The API for the table page: the request's cookies go along (the diner's key for this table). */
function api({ context, request }: Ctx, locale: string) {
  const cookie = request.headers.get('cookie');
  return apiFor(context, locale, cookie ? { headers: { cookie } } : {});
}

export async function readTable(ctx: Ctx, locale: string, branchId: number, token: string) {
  return readSharedTable(api(ctx, locale), branchId, token, null);
}

export type TableActionResult =
  | { ok: true; response: SharedTableResponse }
  | { ok: false; status: number; code: string; message: string; left?: number };

const int = (v: FormDataEntryValue | null) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : 0);

/** One form's intent (join, add, quantity, round, bill, pay) as its API call; a refusal as data. */
export async function tableAction(
  ctx: Ctx,
  locale: string,
  branchId: number,
  token: string,
  form: FormData,
): Promise<TableActionResult> {
  const a = api(ctx, locale);
  const intent = String(form.get('intent') ?? '');
  try {
    let response: SharedTableResponse;
    if (intent === 'join')
      response = await joinSharedTable(
        a,
        branchId,
        { table: token, name: String(form.get('name') ?? '') },
        null,
      );
    else if (intent === 'add')
      response = await addSharedLine(
        a,
        branchId,
        { table: token, item_id: int(form.get('item')), price_label_id: int(form.get('label')), quantity: 1 },
        null,
      );
    else if (intent === 'quantity')
      response = await setSharedLine(
        a,
        branchId,
        int(form.get('line')),
        { table: token, quantity: int(form.get('quantity')) },
        null,
      );
    else if (intent === 'round') response = await sendSharedRound(a, branchId, token, null);
    else if (intent === 'bill') {
      const mode = String(form.get('mode'));
      const shares = [...form.keys()]
        .filter((k) => k.startsWith('share-'))
        .filter((k, i, all) => all.indexOf(k) === i)
        .map((k) => ({ line_id: int(k.slice(6)), diner_ids: form.getAll(k).map(int) }))
        .filter((s) => s.diner_ids.length > 0);
      response = await askSharedBill(
        a,
        branchId,
        {
          table: token,
          mode: mode === 'even' || mode === 'items' ? mode : 'all',
          ...(mode === 'even' ? { people: int(form.get('people')) } : {}),
          shares,
        },
        null,
      );
    } else if (intent === 'pay') {
      const chosen = form.get('method');
      const method = chosen === 'wallet' || chosen === 'online' ? chosen : 'cash';
      const amount = int(form.get('amount'));
      response = await paySharedPart(
        a,
        branchId,
        int(form.get('part')),
        { table: token, method, tip: int(form.get('tip')), ...(amount ? { amount } : {}) },
        null,
        sessionTokenOf(ctx.request),
      );
    } else return { ok: false, status: 400, code: 'bad_request', message: 'Unknown action' };
    return { ok: true, response };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const details = error.details as { left?: number } | undefined;
      return {
        ok: false,
        status: error.status,
        code: error.code ?? 'error',
        message: error.message,
        ...(typeof details?.left === 'number' ? { left: details.left } : {}),
      };
    }
    throw error;
  }
}
