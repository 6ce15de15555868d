import type { Category } from '@sufra/contract';
import { ApiError, getOrder, getOrderEvents } from '@sufra/contract/client';
import { isOrderTokenShape } from '@sufra/contract/limits';
import { normalizeOrderRef } from '@sufra/contract/order-ref';
import { data, redirect } from 'react-router';
import { apiFor } from '../../platform/api-context.ts';
import { loadBusiness } from '../../shell/business.server.ts';

type Args = Parameters<typeof loadBusiness>[0] & {
  request: Request;
  params: { ref?: string; orderId?: string };
};

/**
 * An order of this business by the reference in the link and the token (`?token=`), with its
 * events: what the order page and its receipt show. A wrong reference or token is the business's
 * own 404. A link made before orders had a public reference names the numeric id: once its token
 * has opened the order, it is redirected to the reference's URL (ADR 1471) — an id alone opens
 * nothing, as before (ADR 400).
 */
export async function loadOrder(
  args: Args,
  /**
   * Pages move an id link to the reference's URL. A resource route asked by a fetcher (the
   * history's "Order again") answers in place: a redirect there would navigate the diner away.
   */
  { canonical = true }: { canonical?: boolean } = {},
) {
  const url = new URL(args.request.url);
  const token = url.searchParams.get('token') ?? '';
  const named = args.params.orderId ?? '';
  const key = /^[1-9][0-9]{0,9}$/.test(named) ? Number(named) : normalizeOrderRef(named);
  // A token of impossible length names no order: the page's own not-found, not the API's 400 as a 500.
  if (!isOrderTokenShape(token) || key === null) throw data('Page not found', { status: 404 });
  const business = await loadBusiness(args);
  try {
    const api = apiFor(args.context, business.contentLanguage);
    const [{ order }, events] = await Promise.all([
      getOrder(api, key, token, { full: true }),
      getOrderEvents(api, key, token).catch(() => null),
    ]);
    if (order.business_reference !== args.params.ref) throw data('Page not found', { status: 404 });
    if (canonical && named !== order.public_ref) throw redirect(canonicalPath(url, order.public_ref), 301);
    // When each status was reached, for the timeline (the first time, if it repeats).
    const reachedAt: Record<number, string> = {};
    for (const e of events?.events ?? []) if (e.kind !== 'payment') reachedAt[e.status] ??= e.created_at;
    return {
      order,
      token,
      reachedAt,
      estimateMinutes: preparationMinutes(business.menu.categories, order),
      // The server's clock when it loaded the order: what the page shows until the phone's own
      // clock is read after hydration, the same in both renders (ADR 1443).
      renderedAt: Date.now(),
    };
  } catch (error) {
    // A wrong id or token (400, 403, 404 from the API) is an order this link cannot show: 404.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      throw data('Page not found', { status: 404 });
    throw error;
  }
}

/** The same page (the order's or its receipt), its query kept, with the order's reference in the path. */
function canonicalPath(url: URL, ref: string): string {
  const at = url.pathname.lastIndexOf('/order/') + '/order/'.length;
  const end = url.pathname.indexOf('/', at);
  const path = `${url.pathname.slice(0, at)}${ref}${end < 0 ? '' : url.pathname.slice(end)}`;
  return `${path}${url.search}`;
}

/**
 * Before the restaurant accepts, an estimate (ADR 1344): the longest preparation time the menu
 * gives for the order's dishes. Null when none of them has one: no guess.
 */
function preparationMinutes(categories: readonly Category[], order: { lines?: { item_id: number }[] }) {
  const wanted = new Set((order.lines ?? []).map((l) => l.item_id));
  let most = 0;
  const walk = (cs: readonly Category[]) => {
    for (const c of cs) {
      for (const item of c.items) if (wanted.has(item.id)) most = Math.max(most, item.preparation_time ?? 0);
      walk(c.subcategories);
    }
  };
  walk(categories);
  return most > 0 ? most : null;
}
