import { buildCartItem, type CartItem } from '@sufra/domain';
import { data, redirect } from 'react-router';
import { readCookie } from '../../platform/cookies.ts';
import { type ItemView, itemViewOf } from '../item/item-view.server.ts';
import { isValid, type PostedSelection, problemsOf, type Selection } from '../item/selection.ts';

export type { PostedSelection } from '../item/selection.ts';

import type { LoadedBusiness } from '../../shell/business.server.ts';
import {
  decodeEarly,
  EARLY_MAX_ADDS,
  EARLY_MAX_AGE,
  type EarlyAdd,
  earlyAddCookie,
  encodeEarly,
  isEarlyAdds,
} from '../../shell/early-cookie.ts';
import type { MenuView } from '../../shell/menu-view.server.ts';

/** What the item page's form posted: the price label, every option group's choices, count, note. */
export function selectionOfForm(view: ItemView, form: FormData): Selection {
  const labelId = Number(form.get('group-labels') ?? form.get('price_label_id')) || (view.labels[0]?.id ?? 0);
  const modifiers = new Set<number>();
  for (const g of view.item.groups)
    for (const v of form.getAll(`group-${g.id}`)) {
      const id = Number(v);
      if (g.modifiers.some((m) => m.id === id)) modifiers.add(id);
    }
  const asked = Number(form.get('setCount') ?? form.get('count'));
  const label = view.labels.find((l) => l.id === labelId);
  const min = label?.minimum ?? 1;
  const max = label?.maximum ?? 99;
  const count = Number.isInteger(asked) ? Math.min(Math.max(asked, min), max) : min;
  return { labelId, modifiers, count, note: String(form.get('note') ?? '').slice(0, 250) };
}

const posted = (s: Selection, tried: boolean): PostedSelection => ({
  ...s,
  modifiers: [...s.modifiers],
  tried,
});

/**
 * The item page's action, reached only before hydration (the hydrated page adds in the browser):
 * a − / + tap shows the page again with the new quantity; Add keeps the line in the early cookie
 * and comes back to the page (303), which tells the diner it was added.
 */
export function earlyItemAction(business: LoadedBusiness, view: ItemView, request: Request, form: FormData) {
  const selection = selectionOfForm(view, form);
  if (form.has('setCount')) return data({ posted: posted(selection, false) });
  if (!view.cartEnabled || !view.item.available || !isValid(problemsOf(view, selection)))
    return data({ posted: posted(selection, true) }, { status: 422 });
  const name = earlyAddCookie(business.restaurant.reference_id, business.restaurant.branch_id);
  const kept = decodeEarly(readCookie(request.headers.get('cookie'), name), isEarlyAdds) ?? [];
  const entry: EarlyAdd = {
    n: crypto.randomUUID(),
    i: view.item.id,
    l: selection.labelId,
    m: [...selection.modifiers],
    c: selection.count,
    t: selection.note,
  };
  const next = [...kept, entry].slice(-EARLY_MAX_ADDS);
  const url = new URL(request.url);
  return redirect(url.pathname + url.search, {
    status: 303,
    headers: {
      'Set-Cookie': `${name}=${encodeEarly(next)}; Max-Age=${EARLY_MAX_AGE}; Path=/; SameSite=Lax`,
    },
  });
}

export type EarlyCartItems = { cookie: string; items: Array<{ nonce: string; item: CartItem }> } | null;

/** The early adds waiting in the cookie, built into cart lines by the server's own menu. */
export function earlyCartItems(business: LoadedBusiness, view: MenuView, request: Request): EarlyCartItems {
  const name = earlyAddCookie(business.restaurant.reference_id, business.restaurant.branch_id);
  const adds = decodeEarly(readCookie(request.headers.get('cookie'), name), isEarlyAdds);
  if (!adds?.length) return null;
  const items = adds.flatMap((a) => {
    const item = itemViewOf(business, view, a.i);
    if (!item) return [];
    try {
      const line = buildCartItem(
        item.domainItem,
        {
          price_label_id: a.l,
          modifiers: a.m.map((id) => ({ id, quantity: 1 })),
          count: a.c,
          note: a.t,
        },
        business.language,
      );
      return [{ nonce: a.n, item: line }];
    } catch {
      // The menu changed since the tap: the line is dropped, as the cart would drop it.
      return [];
    }
  });
  return { cookie: name, items };
}
