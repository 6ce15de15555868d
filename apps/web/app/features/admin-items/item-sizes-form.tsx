import type { AdminItem } from '@sufra/contract';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, FieldError, TextField } from '../admin/admin-ui.tsx';
import { majorUnits } from '../admin/price-field.ts';
import { ProblemBanner } from '../admin/problem-banner.tsx';

// An item's sizes (price labels, ADR 1420): Medium and Large, each with its own price,
// weight, least and most a diner orders, unit and preparation time. A row ticked "remove" goes; the
// empty row at the end adds one. A real form: it posts before the scripts load.

export function ItemSizesForm(props: {
  item: AdminItem;
  locales: string[];
  currency: string;
  problem: (AdminProblem & { ok: false }) | null;
  done: boolean;
}) {
  const { t } = useTranslation();
  const { item, locales, currency } = props;
  const busy = useNavigation().state === 'submitting';
  const fields = props.problem?.fields ?? {};
  const rows = [...item.sizes, null];
  const several = item.sizes.length > 1;
  return (
    <section aria-labelledby="item-sizes" className="rounded-2xl bg-card p-4 ring-1 ring-line">
      <h2 id="item-sizes" className="font-semibold text-ink text-lg">
        {t('admin.sizes.title')}
      </h2>
      <p className="mb-3 text-muted text-sm">{t('admin.sizes.hint')}</p>
      {/* Remounted with each version: a saved form shows what was saved, not what was typed. */}
      <Form method="post" className="space-y-3" key={item.version}>
        <input type="hidden" name="intent" value="sizes" />
        <input type="hidden" name="version" value={item.version} />
        <input type="hidden" name="rows" value={rows.length} />
        {props.problem ? (
          <ProblemBanner problem={props.problem} />
        ) : props.done ? (
          <Banner tone="ok">{t('admin.saved')}</Banner>
        ) : null}
        {rows.map((size, i) => {
          const id = `size-${i}`;
          const field = (name: string) => `sizes.${i}.${name}`;
          const number = (
            name: string,
            label: string,
            value: number | null | undefined,
            mode: 'numeric' | 'decimal',
          ) => (
            <TextField
              id={`${id}-${name}`}
              name={field(name)}
              label={label}
              inputMode={mode}
              dir="ltr"
              defaultValue={value === null || value === undefined ? '' : String(value)}
              error={fields[field(name)]}
            />
          );
          return (
            <fieldset key={size?.id ?? 'new'} className="space-y-2 rounded-xl bg-sunken p-3">
              <legend className="font-medium text-ink text-sm">
                {size ? t('admin.sizes.size', { n: i + 1 }) : t('admin.sizes.add')}
              </legend>
              {size ? <input type="hidden" name={field('id')} value={size.id} /> : null}
              <FieldError id={`${id}-id-error`} text={fields[field('id')]} />
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {locales.map((l) => (
                  <TextField
                    key={l}
                    id={`${id}-label-${l}`}
                    name={field(`label.${l}`)}
                    label={t('admin.sizes.label', { language: l.toUpperCase() })}
                    lang={l}
                    dir="auto"
                    maxLength={200}
                    defaultValue={size?.label[l] ?? ''}
                    error={fields[field(`label.${l}`)]}
                  />
                ))}
                <TextField
                  id={`${id}-price`}
                  name={field('price')}
                  label={t('admin.field.price', { currency })}
                  inputMode="decimal"
                  dir="ltr"
                  defaultValue={size ? majorUnits(size.price, currency) : ''}
                  error={fields[field('price')]}
                />
                {number('weight', t('admin.sizes.weight'), size?.weight, 'decimal')}
                {number('minimum', t('admin.sizes.minimum'), size?.minimum, 'numeric')}
                {number('maximum', t('admin.sizes.maximum'), size?.maximum, 'numeric')}
                <TextField
                  id={`${id}-unit`}
                  name={field('unit')}
                  label={t('admin.sizes.unit')}
                  maxLength={20}
                  defaultValue={size?.unit ?? ''}
                  error={fields[field('unit')]}
                />
                {number('preparation_time', t('admin.sizes.preparation'), size?.preparation_time, 'numeric')}
              </div>
              {size && several ? (
                <label className="flex min-h-11 items-center gap-2 text-ink text-sm">
                  <input type="checkbox" name={field('remove')} className="size-5 accent-rose-600" />
                  {t('admin.sizes.remove', { n: i + 1 })}
                </label>
              ) : null}
            </fieldset>
          );
        })}
        {fields.sizes ? <FieldError id="sizes-error" text={fields.sizes} /> : null}
        <Button type="submit" variant="primary" pill disabled={busy}>
          {t('admin.sizes.save')}
        </Button>
      </Form>
    </section>
  );
}
