import type { StaffOrder } from '@sufra/contract';
import { ORDER_REF_ALPHABET } from '@sufra/contract/order-ref';
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
 * A typed piece of an order's public reference as stored (ADR 1471): case, spaces and dashes
 * ignored, O read as 0, I and L as 1; null when it holds a character no reference has.
 */
function refFragment(text: string): string | null {
  const ref = text
    .toUpperCase()
    .replace(/[\s#-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return [...ref].every((c) => ORDER_REF_ALPHABET.includes(c)) ? ref : null;
}

/**
 * Whether an order answers a search: its number (`#42` or `42`), its public reference as the diner
 * reads it out (`K7M2-QX9P`, or four characters of it or more), the diner's name (any part, any
 * case), or their phone (three digits or more, wherever they are in the number).
 */
export function matchesSearch(
  order: Pick<StaffOrder, 'id' | 'public_ref' | 'name' | 'phone'>,
  query: string,
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  const ref = refFragment(q);
  if (ref && ref.length >= 4 && /[A-Z]/.test(ref) && order.public_ref.includes(ref)) return true;
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

export const visibleOrders = <T extends Pick<StaffOrder, 'id' | 'public_ref' | 'name' | 'phone' | 'status'>>(
  orders: readonly T[],
  filter: BoardFilter,
  query: string,
): T[] => orders.filter((o) => (filter === 'all' || filterOf(o) === filter) && matchesSearch(o, query));
