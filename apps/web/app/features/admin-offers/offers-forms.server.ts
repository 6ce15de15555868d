import type { CouponWrite, DiscountWrite, TaxWrite } from '@sufra/contract/admin-offers';
import { formatLocalDateTime, parseLocalDateTime } from '@sufra/domain';
import { formText, localizedFrom, majorUnits, minorUnits, wholeNumber } from '../admin/admin-forms.server.ts';

// The offers page's form posts → the API's write bodies ([product: Discounts, coupons and taxes],
// ADR 1100). A value that cannot be read is sent as something the server refuses, so the 422 names
// its field beside it rather than the action guessing.

const UNREADABLE = Number.NaN;

/** "12.5" or "12,5" → 12.5; anything else NaN (sent as null: the server names the field). */
export function percentOf(typed: string): number {
  const normal = typed.replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : UNREADABLE;
}

/** A `datetime-local` value, a wall time in the business's zone → ISO instant; empty → null. */
export function momentOf(typed: string, timeZone: string): string | null {
  if (!typed) return null;
  try {
    return parseLocalDateTime(typed.replace('T', ' '), timeZone).toISOString();
  } catch {
    return typed;
  }
}

const amountOf = (typed: string, kind: string, currency: string) =>
  kind === 'fixed' ? minorUnits(typed, currency) : percentOf(typed);

export function couponWriteOf(form: FormData, currency: string, timeZone: string): CouponWrite {
  const kind = formText(form, 'discount_type') === 'fixed' ? 'fixed' : 'percent';
  const minimum = formText(form, 'min_order');
  const limit = formText(form, 'usage_limit');
  const audience = formText(form, 'user_type');
  return {
    code: formText(form, 'code'),
    discount_type: kind,
    discount_value: amountOf(formText(form, 'discount_value'), kind, currency),
    min_order: minimum ? minorUnits(minimum, currency) : 0,
    starts_at: momentOf(formText(form, 'starts_at'), timeZone),
    ends_at: momentOf(formText(form, 'ends_at'), timeZone),
    usage_limit: limit ? wholeNumber(limit) : null,
    selling_types: form.getAll('selling_types').map(String) as CouponWrite['selling_types'],
    user_type: audience === 'guests' || audience === 'auth_users' ? audience : null,
    free_delivery: form.get('free_delivery') === 'on',
    active: form.get('active') === 'on',
    ...(formText(form, 'version') ? { version: formText(form, 'version') } : {}),
  };
}

/** A `time` field's "HH:MM" → minutes since midnight; unreadable → NaN (the server names it). */
export function minutesOf(typed: string): number {
  const m = /^(\d{2}):(\d{2})/.exec(typed);
  return m ? Number(m[1]) * 60 + Number(m[2]) : UNREADABLE;
}

/**
 * The target select's value: `all`, `category:12` or `item:34`; a ticked happy hour (ADR 1485)
 * sends its days and times, the business's clock.
 */
export function discountWriteOf(form: FormData, currency: string): DiscountWrite {
  const [scope = 'all', id] = formText(form, 'target').split(':');
  const kind = formText(form, 'type') === 'fixed' ? 'fixed' : 'percent';
  return {
    selling_type: formText(form, 'selling_type') as DiscountWrite['selling_type'],
    scope: scope as DiscountWrite['scope'],
    target_id: id ? Number(id) : null,
    type: kind,
    value: amountOf(formText(form, 'value'), kind, currency),
    happy_hour:
      form.get('happy_hour') === 'on'
        ? {
            days: form.getAll('days').map(Number),
            from_minute: minutesOf(formText(form, 'from')),
            to_minute: minutesOf(formText(form, 'to')),
          }
        : null,
  };
}

export function taxWriteOf(form: FormData, locales: readonly string[]): TaxWrite {
  return {
    name: localizedFrom(form, 'name', locales),
    rate: percentOf(formText(form, 'rate')),
    inclusive: form.get('inclusive') === 'on',
    // Which items it reaches (ADR 1486); the categories only count when it reaches categories.
    applies_to:
      (['all', 'categories', 'items'] as const).find((v) => v === formText(form, 'applies_to')) ?? 'all',
    category_ids: form.getAll('category_ids').map(Number),
    // "All items except…" (ADR 1481): the form always says which, so unticking all clears them.
    except_item_ids: form.getAll('except_item_ids').map(Number),
    except_category_ids: form.getAll('except_category_ids').map(Number),
    ...(formText(form, 'version') ? { version: formText(form, 'version') } : {}),
  };
}

/**
 * A coupon's fields as the form shows them: amounts in major units, dates as the business's wall
 * time for `datetime-local` (here, on the server: the zone rules stay out of the page's scripts).
 */
export function couponFieldsOf(
  c: {
    discount_type: string;
    discount_value: number;
    min_order: number;
    starts_at: string | null;
    ends_at: string | null;
  },
  currency: string,
  timeZone: string,
) {
  const local = (iso: string | null) =>
    iso ? formatLocalDateTime(new Date(iso), timeZone).replace(' ', 'T') : '';
  return {
    value: c.discount_type === 'fixed' ? majorUnits(c.discount_value, currency) : String(c.discount_value),
    min: c.min_order ? majorUnits(c.min_order, currency) : '',
    starts: local(c.starts_at),
    ends: local(c.ends_at),
  };
}
