import type { AdminCategory, AdminItem } from '@sufra/contract';
import type { AdminTax } from '@sufra/contract/admin-offers';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, FieldError, LocalizedFields, TextField } from '../admin/admin-ui.tsx';
import { Choices } from '../admin/setup-ui.tsx';
import { Check } from './coupons-section.tsx';

/**
 * [product: Discounts, coupons and taxes] the business's taxes: a rate, included in the prices or
 * added at checkout; each reaches all items, the items of chosen categories, or the items that
 * tick it on their page (ADR 1486).
 */
export function TaxesSection(props: {
  taxes: AdminTax[];
  categories: AdminCategory[];
  items: AdminItem[];
  locales: string[];
  nameOf: (name: Record<string, string>) => string;
  problemFor: (form: string) => AdminProblem | null;
}) {
  const { t, i18n } = useTranslation();
  const creating = props.problemFor('tax-create:');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 4 });
  return (
    <section aria-labelledby="taxes-title" className="rounded-2xl bg-card ring-1 ring-line">
      <h2 id="taxes-title" className="border-line border-b px-4 py-3 font-semibold text-ink text-lg">
        {t('admin.offers.taxes')}
      </h2>
      {props.taxes.length === 0 ? <p className="px-4 py-3 text-muted">{t('admin.offers.none')}</p> : null}
      <ul className="divide-y divide-line">
        {props.taxes.map((tax) => {
          const problem =
            props.problemFor(`tax-update:${tax.id}`) ?? props.problemFor(`tax-delete:${tax.id}`);
          const name = props.nameOf(tax.name);
          return (
            <li key={tax.id} className="px-4 py-3">
              <div className="flex flex-wrap items-baseline gap-x-3">
                <p className="font-medium text-ink">{name}</p>
                <p className="font-semibold text-brand-ink">{percent.format(tax.rate / 100)}</p>
                <p className="text-muted text-sm">
                  {tax.inclusive ? t('admin.offers.inclusive') : t('admin.offers.exclusive')}
                </p>
                <p className="w-full text-muted text-sm">
                  {t('admin.offers.taxOn', {
                    what:
                      tax.applies_to === 'categories'
                        ? props.categories
                            .filter((c) => tax.category_ids.includes(c.id))
                            .map((c) => props.nameOf(c.name))
                            .join(', ')
                        : t(`admin.offers.taxReach.${tax.applies_to}`),
                  })}
                </p>
                {tax.except_item_ids.length || tax.except_category_ids.length ? (
                  <p className="w-full text-muted text-sm">
                    {t('admin.offers.taxExcept', {
                      what: [
                        ...props.categories.filter((c) => tax.except_category_ids.includes(c.id)),
                        ...props.items.filter((i) => tax.except_item_ids.includes(i.id)),
                      ]
                        .map((x) => props.nameOf(x.name))
                        .join(', '),
                    })}
                  </p>
                ) : null}
              </div>
              <details className="mt-1" open={problem ? true : undefined}>
                <summary className="flex min-h-11 cursor-pointer items-center text-muted text-sm">
                  {t('admin.menu.editItem', { name })}
                </summary>
                <Form method="post" className="space-y-3 pb-2">
                  <input type="hidden" name="intent" value="tax-update" />
                  <input type="hidden" name="id" value={tax.id} />
                  <input type="hidden" name="version" value={tax.version} />
                  {problem ? <Banner tone="error">{t(problem.problem)}</Banner> : null}
                  <TaxFields
                    id={`tax-${tax.id}`}
                    tax={tax}
                    categories={props.categories}
                    items={props.items}
                    nameOf={props.nameOf}
                    locales={props.locales}
                    errors={problem?.fields ?? {}}
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button type="submit" variant="primary" pill>
                      {t('admin.save')}
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value="tax-delete"
                      variant="card"
                      pill
                      aria-label={t('admin.offers.deleteLabel', { name })}
                    >
                      {t('admin.offers.delete')}
                    </Button>
                  </div>
                </Form>
              </details>
            </li>
          );
        })}
      </ul>
      <details className="border-line border-t px-4" open={creating ? true : undefined}>
        <summary className="flex min-h-12 cursor-pointer items-center font-semibold text-brand-ink">
          + {t('admin.offers.newTax')}
        </summary>
        <Form method="post" className="space-y-3 pb-4">
          <input type="hidden" name="intent" value="tax-create" />
          {creating ? <Banner tone="error">{t(creating.problem)}</Banner> : null}
          <TaxFields
            id="new-tax"
            tax={null}
            categories={props.categories}
            items={props.items}
            nameOf={props.nameOf}
            locales={props.locales}
            errors={creating?.fields ?? {}}
          />
          <Button type="submit" variant="primary" pill>
            {t('admin.offers.addTax')}
          </Button>
        </Form>
      </details>
    </section>
  );
}

function TaxFields(props: {
  id: string;
  tax: AdminTax | null;
  categories: AdminCategory[];
  items: AdminItem[];
  nameOf: (name: Record<string, string>) => string;
  locales: string[];
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <LocalizedFields
        id={`${props.id}-name`}
        name="name"
        label={t('admin.field.name')}
        locales={props.locales}
        values={props.tax?.name}
        errors={props.errors}
        required
      />
      <TextField
        id={`${props.id}-rate`}
        name="rate"
        label={t('admin.offers.rate')}
        inputMode="decimal"
        defaultValue={props.tax ? String(props.tax.rate) : ''}
        error={props.errors.rate}
        required
      />
      <Check
        name="inclusive"
        label={t('admin.offers.inclusiveField')}
        checked={props.tax?.inclusive ?? false}
      />
      {/* A new tax reaches every item by default (ADR 1486): nothing to tick on each item. The
          categories show when chosen (CSS only: the form works without scripts). */}
      <div className="group/reach space-y-3">
        <Choices
          name="applies_to"
          legend={t('admin.offers.taxReach')}
          value={props.tax?.applies_to ?? 'all'}
          options={(['all', 'categories', 'items'] as const).map((v) => ({
            value: v,
            label: t(`admin.offers.taxReach.${v}`),
          }))}
        />
        <p className="text-muted text-xs">{t('admin.offers.taxReachHint')}</p>
        <fieldset
          className="hidden group-has-[input[value=categories]:checked]/reach:block"
          aria-describedby={props.errors.category_ids ? `${props.id}-categories-error` : undefined}
        >
          <legend className="font-medium text-ink text-sm">{t('admin.offers.taxCategories')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {props.categories.map((c) => (
              <Check
                key={c.id}
                name="category_ids"
                value={String(c.id)}
                label={props.nameOf(c.name)}
                checked={props.tax?.category_ids.includes(c.id) ?? false}
              />
            ))}
          </div>
          <FieldError id={`${props.id}-categories-error`} text={props.errors.category_ids} />
        </fieldset>
        {/* "All items except…" (ADR 1481): what an all-items or categories reach leaves out. */}
        <fieldset
          className="group-has-[input[value=items]:checked]/reach:hidden"
          aria-describedby={
            props.errors.except_item_ids || props.errors.except_category_ids
              ? `${props.id}-except-error`
              : undefined
          }
        >
          <legend className="font-medium text-ink text-sm">{t('admin.offers.taxExceptField')}</legend>
          <p className="text-muted text-xs">{t('admin.offers.taxExceptHint')}</p>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {props.categories.map((c) => (
              <Check
                key={c.id}
                name="except_category_ids"
                value={String(c.id)}
                label={props.nameOf(c.name)}
                checked={props.tax?.except_category_ids.includes(c.id) ?? false}
              />
            ))}
          </div>
          <details className="mt-1" open={props.tax?.except_item_ids.length ? true : undefined}>
            <summary className="flex min-h-11 cursor-pointer items-center text-muted text-sm">
              {t('admin.offers.items')}
            </summary>
            <div className="flex max-h-64 flex-wrap gap-x-4 overflow-y-auto">
              {props.items.map((i) => (
                <Check
                  key={i.id}
                  name="except_item_ids"
                  value={String(i.id)}
                  label={props.nameOf(i.name)}
                  checked={props.tax?.except_item_ids.includes(i.id) ?? false}
                />
              ))}
            </div>
          </details>
          <FieldError
            id={`${props.id}-except-error`}
            text={props.errors.except_item_ids ?? props.errors.except_category_ids}
          />
        </fieldset>
      </div>
    </>
  );
}
