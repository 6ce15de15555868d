/**
 * An order's public reference (ADR 1471): what the diner's URLs, receipts and calls name an order
 * by, and what a diner reads out on the phone. The database draws it (`sufra_order_public_ref()`):
 * 8 characters of Crockford's base32 — digits and the capital letters without I, L, O and U, so
 * nothing reads as something else — 40 random bits, never all digits. No zod here: the
 * storefront's pages import it (`@sufra/contract/order-ref`); the path parameter is `orderKeyParam`.
 */
export const ORDER_REF_LENGTH = 8;
export const ORDER_REF_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const REF = new RegExp(`^[${ORDER_REF_ALPHABET}]{${ORDER_REF_LENGTH}}$`);

/**
 * The reference a person typed or read out, as stored, or null: case, spaces and dashes do not
 * matter, and the letters the alphabet leaves out are read as what they look like (O → 0, I and
 * L → 1), as Crockford's decoding does. All digits is never a reference (it is an old order id).
 */
export function normalizeOrderRef(input: string): string | null {
  const ref = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return REF.test(ref) && !/^[0-9]+$/.test(ref) ? ref : null;
}

/** Shown to people in two groups of four, `K7M2-QX9P`, easier to read out and to compare. */
export const formatOrderRef = (ref: string): string =>
  ref.length === ORDER_REF_LENGTH ? `${ref.slice(0, 4)}-${ref.slice(4)}` : ref;

/**
 * An order named in a diner's path: its public reference (what every link made now carries), or
 * the numeric id of a link made before it existed (ADR 1471). Either way the order still opens
 * only with its token or its account (ADR 400).
 */
export type OrderKey = number | string;
