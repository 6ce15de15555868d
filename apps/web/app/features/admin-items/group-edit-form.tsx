import type { AdminModifierGroup } from '@sufra/contract';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, FieldError, LocalizedFields, TextField } from '../admin/admin-ui.tsx';
import { majorUnits } from '../admin/price-field.ts';
import { ProblemBanner } from '../admin/problem-banner.tsx';

// Editing an existing group of choices (ADR 1153): its names, least and most, required, and each
// choice's names, price and taxes; a row ticked "remove" goes, filled empty rows are added. A real
// form: it posts before the scripts load.

/** Empty rows the form offers for new choices. */
export const NEW_CHOICE_ROWS = 2;

type Tax = { id: number; name: Record<string, string>; rate: number };

export function GroupEditForm(props: {
  group: AdminModifierGroup;
  locales: string[];
  currency: string;
  taxes: Tax[] | null;
  nameOf: (n: Record<string, string>) => string;
  problem: (AdminProblem & { ok: false }) | null;
  done: boolean;
}) {
  const { t } = useTranslation();
  const { group, locales } = props;
  const fields = props.problem?.fields ?? {};
  const id = `group-${group.id}`;
  const rows = [
    ...group.modifiers.map((m) => ({ key: `m${m.id}`, choice: m })),
    ...Array.from({ length: NEW_CHOICE_ROWS }, (_, i) => ({ key: `new${i}`, choice: null })),
  ];
  return (
    <details className="mt-2 rounded-xl bg-sunken" open={props.problem ? true : undefined}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-brand-ink text-sm">
        {t('admin.item.editGroup', { name: props.nameOf(group.name) })}
      </summary>
      {/* Remounted with the group's version: once saved it shows what was saved. */}
      <Form key={group.version} method="post" className="space-y-3 px-3 pb-3">
        <input type="hidden" name="intent" value="group-update" />
        <input type="hidden" name="group_id" value={group.id} />
        <input type="hidden" name="version" value={group.version} />
        <input type="hidden" name="rows" value={rows.length} />
        {props.problem ? (
          <ProblemBanner problem={props.problem} />
        ) : props.done ? (
          <Banner tone="ok">{t('admin.saved')}</Banner>
        ) : null}
        <LocalizedFields
          id={`${id}-name`}
          name="name"
          label={t('admin.item.groupName')}
          locales={locales}
          values={group.name}
          errors={fields}
          required
        />
        <label className="flex min-h-11 items-center gap-3 text-ink">
          <input
            type="checkbox"
            name="required"
            defaultChecked={group.min > 0}
            className="size-5 accent-brand"
          />
          {t('admin.item.required')}
        </label>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id={`${id}-min`}
            name="min"
            label={t('admin.item.min')}
            inputMode="numeric"
            defaultValue={String(group.min)}
            error={fields.min}
            dir="ltr"
          />
          <TextField
            id={`${id}-max`}
            name="max"
            label={t('admin.item.max')}
            inputMode="numeric"
            defaultValue={String(group.max)}
            error={fields.max}
            dir="ltr"
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="font-medium text-ink text-sm">{t('admin.item.choices')}</legend>
          {rows.map(({ key, choice }, i) => (
            <div key={key} className="space-y-2 rounded-xl bg-card p-2 ring-1 ring-line">
              {choice ? <input type="hidden" name={`modifiers.${i}.id`} value={choice.id} /> : null}
              <div className="grid grid-cols-[1fr_7rem] gap-2">
                {locales.map((l) => (
                  <TextField
                    key={l}
                    id={`${id}-choice-${i}-${l}`}
                    name={`modifiers.${i}.name.${l}`}
                    label={t('admin.item.choiceName', { n: i + 1, language: l.toUpperCase() })}
                    lang={l}
                    dir="auto"
                    defaultValue={choice?.name[l] ?? ''}
                    error={fields[`modifiers.${i}.name.${l}`] ?? fields[`modifiers.${i}.id`]}
                    className="col-start-1"
                  />
                ))}
                <TextField
                  id={`${id}-choice-${i}-price`}
                  name={`modifiers.${i}.price`}
                  label={t('admin.item.choicePrice')}
                  inputMode="decimal"
                  dir="ltr"
                  defaultValue={choice ? majorUnits(choice.price, props.currency) : ''}
                  error={fields[`modifiers.${i}.price`]}
                  className="col-start-2 row-start-1"
                />
              </div>
              {props.taxes?.length ? (
                <fieldset>
                  <input type="hidden" name={`modifiers.${i}.taxes`} value="1" />
                  <legend className="sr-only">{t('admin.item.taxes')}</legend>
                  <div className="flex flex-wrap gap-2">
                    {props.taxes.map((tax) => (
                      <label
                        key={tax.id}
                        className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 text-ink text-sm has-[:checked]:border-brand"
                      >
                        <input
                          type="checkbox"
                          name={`modifiers.${i}.tax_ids`}
                          value={tax.id}
                          defaultChecked={choice?.tax_ids.includes(tax.id) ?? false}
                          className="size-5 accent-brand"
                        />
                        {props.nameOf(tax.name)} ({tax.rate}%)
                      </label>
                    ))}
                  </div>
                  <FieldError id={`${id}-choice-${i}-taxes-error`} text={fields[`modifiers.${i}.tax_ids`]} />
                </fieldset>
              ) : null}
              {choice ? (
                <label className="flex min-h-11 items-center gap-2 text-ink text-sm">
                  <input type="checkbox" name={`modifiers.${i}.remove`} className="size-5 accent-rose-600" />
                  {t('admin.item.removeChoice', { name: props.nameOf(choice.name) })}
                </label>
              ) : null}
            </div>
          ))}
        </fieldset>
        {fields.modifiers ? <FieldError id={`${id}-choices-error`} text={fields.modifiers} /> : null}
        <Button type="submit" variant="primary" pill>
          {t('admin.item.saveGroup')}
        </Button>
      </Form>
    </details>
  );
}
