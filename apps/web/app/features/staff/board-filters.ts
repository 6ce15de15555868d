import type { StaffOrder } from '@sufra/contract';
import { OrderStatus } from '@sufra/domain';

/**
 * The board's status filters on a busy night (ADR 1431): the columns a kitchen
 * thinks in. `all` is every order of the scope.
 */
export const BOARD_FILTERS = ['all', 'new', 'kitchen', 'ready', 'out', 'done'] as const;
export type BoardFilter = (typeof BOARD_FILTERS)[number];

const GROUP: Record<number, BoardFilter> = {
  [OrderStatus.pending]: 'new',
  [OrderStatus.scheduled]: 'new',
  [OrderStatus.accepted]: 'kitchen',
  [OrderStatus.ready]: 'ready',
  [OrderStatus.out]: 'out',
  [OrderStatus.delivered]: 'done',
  [OrderStatus.rejected]: 'done',
  [OrderStatus.cancelled]: 'done',
};

export const filterOf = (order: Pick<StaffOrder, 'status'>): BoardFilter => GROUP[order.status] ?? 'all';

/** Digits only, Arabic-Indic and Persian digits read as their Latin twins. */
const digits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');

/**
 * Whether an order answers a search: its number (`#42` or `42`), the diner's name (any part, any
 * case), or their phone (three digits or more, wherever they are in the number).
 */
export function matchesSearch(order: Pick<StaffOrder, 'id' | 'name' | 'phone'>, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  const number = digits(q);
  if (/^#?[\d\u0660-\u0669\u06f0-\u06f9]+$/.test(q)) {
    if (String(order.id) === number) return true;
    return number.length >= 3 && digits(order.phone).includes(number);
  }
  if (order.name.toLocaleLowerCase().includes(q)) return true;
  return number.length >= 3 && digits(order.phone).includes(number) && /^[\d\s+()-]+$/.test(q);
}

/** How many orders each filter holds (the chips' counts). */
export function filterCounts(orders: readonly Pick<StaffOrder, 'status'>[]): Record<BoardFilter, number> {
  const counts = Object.fromEntries(BOARD_FILTERS.map((f) => [f, 0])) as Record<BoardFilter, number>;
  for (const o of orders) {
    counts.all += 1;
    const f = filterOf(o);
    if (f !== 'all') counts[f] += 1;
  }
  return counts;
}

export const visibleOrders = <T extends Pick<StaffOrder, 'id' | 'name' | 'phone' | 'status'>>(
  orders: readonly T[],
  filter: BoardFilter,
  query: string,
): T[] => orders.filter((o) => (filter === 'all' || filterOf(o) === filter) && matchesSearch(o, query));
