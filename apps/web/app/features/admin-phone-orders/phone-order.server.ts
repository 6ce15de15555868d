import type { OrderLineRequest, OrderProblem } from '@sufra/contract';
import { orderLineRequestSchema } from '@sufra/contract';
import { ApiError, orderProblemsOf } from '@sufra/contract/client';
import { ADD_ITEM_PROBLEMS } from '@sufra/contract/phone-orders';
import { z } from 'zod';
import { formText } from '../admin/admin-forms.server.ts';

// The phone-order page's form reading (ADR 1475): the cart rides in a hidden field between the
// page's posts (no session state, works before scripts), each line only identities and counts;
// the server prices it every time.

const cartSchema = z.array(orderLineRequestSchema).max(200);

/** The cart the page posted back (an unreadable one is empty, never an error screen). */
export function cartOf(form: FormData): OrderLineRequest[] {
  try {
    const parsed = cartSchema.safeParse(JSON.parse(formText(form, 'cart') || '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The line one item's form describes: its size, its choices (each once), how many, the note. */
export function lineOf(form: FormData): OrderLineRequest | null {
  // `mod`: a group's checkboxes; `mod-{group}`: the radio of a group that takes one.
  const mods = [...form.entries()]
    .filter(([name]) => name === 'mod' || name.startsWith('mod-'))
    .map(([, v]) => Number(v))
    .filter((n) => Number.isInteger(n) && n > 0);
  const line = orderLineRequestSchema.safeParse({
    item_id: Number(formText(form, 'item_id')),
    price_label_id: Number(formText(form, 'size')),
    quantity: Number(formText(form, 'quantity') || '1'),
    modifiers_details: [...new Set(mods)].map((id) => ({ id, quantity: 1 })),
    comment: formText(form, 'comment') || null,
  });
  return line.success ? line.data : null;
}

/** What a refusal shows: the order's problems (the storefront's words), or an add-item reason. */
export type PhoneProblem = { problems: OrderProblem[]; reason: string | null };

export function phoneProblemOf(error: unknown): PhoneProblem {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 409 && (ADD_ITEM_PROBLEMS as readonly string[]).includes(error.code ?? ''))
    return { problems: [], reason: `admin.phoneOrder.refused.${error.code}` };
  const problems = orderProblemsOf(error);
  if (problems.length) return { problems, reason: null };
  if (error.status === 403) return { problems: [], reason: 'admin.problem.notAllowed' };
  if (error.status === 404) return { problems: [], reason: 'admin.problem.gone' };
  if (error.status >= 400 && error.status < 500)
    return { problems: [{ code: error.code ?? 'ERROR', field: '', message: error.message }], reason: null };
  throw error;
}
