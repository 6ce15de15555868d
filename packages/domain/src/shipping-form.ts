// International shipping's address form ([product: Delivery, areas and shipping] delivery config `shipping_form`): the branch
// names its fields and which are required; the storefront asks for them and the server refuses an
// order whose required ones are blank, with the same rule.

export interface ShippingFormField {
  name: string;
  required: boolean;
}

export interface ShippingForm {
  type: string;
  fields: ShippingFormField[];
}

/** The required fields of `form` that `address` leaves missing or blank, in the form's order. */
export function missingShippingFields(
  form: Pick<ShippingForm, 'fields'>,
  address: Readonly<Record<string, unknown>> | null | undefined,
): string[] {
  return form.fields
    .filter((f) => f.required)
    .filter((f) => {
      const value = address?.[f.name];
      if (typeof value === 'number') return !Number.isFinite(value);
      return typeof value !== 'string' || value.trim() === '';
    })
    .map((f) => f.name);
}
