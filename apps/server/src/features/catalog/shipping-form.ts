import { type ShippingFormBody, shippingFormSchema } from '@sufra/contract';

/** The international shipping address form when the branch sets none (ADR 202). */
export const DEFAULT_SHIPPING_FORM: ShippingFormBody = {
  type: 'shipping',
  fields: [
    { name: 'city', required: true },
    { name: 'street', required: true },
    { name: 'building', required: true },
    { name: 'postcode', required: false },
    { name: 'floor', required: false },
    { name: 'apartment', required: false },
    { name: 'note', required: false },
  ],
};

/** The branch's `settings.delivery.shipping_form` when valid, else the default (ADR 202). */
export function shippingFormOf(branchSettings: unknown): ShippingFormBody {
  const delivery = (branchSettings as { delivery?: { shipping_form?: unknown } } | null)?.delivery;
  const form = shippingFormSchema.safeParse(delivery?.shipping_form);
  return form.success ? form.data : DEFAULT_SHIPPING_FORM;
}
