import { ALLERGENS, ANIMAL_CODES, DIETS } from '@sufra/domain';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { FieldError, LocalizedFields } from '../admin/admin-ui.tsx';
import { SaveResult } from '../admin/setup-ui.tsx';

// A new ingredient (sesame, prawns…) or tag (vegan, spicy…) made from the item page and put on
// this item (ADR 1421): a new business has none. What it contains is ticked among the allergens
// the storefront words in every language (the list is fixed; ADR 1060); a tag may claim a diet.

const CONTAINS = [...ALLERGENS, ...ANIMAL_CODES] as const;

const codeLabel = (code: string) =>
  (ANIMAL_CODES as readonly string[]).includes(code) ? `admin.diets.${code}` : `allergen.${code}`;

export function NewTagForm(props: {
  /** Remounts the form empty once a tag was added (the item's version moved). */
  version: string;
  locales: string[];
  problem: AdminProblem | null;
  done: boolean;
}) {
  const { t } = useTranslation();
  const fields = props.problem?.fields ?? {};
  const chip =
    'flex min-h-11 items-center gap-2 rounded-xl border border-line bg-card px-3 text-ink text-sm has-[:checked]:border-brand';
  return (
    <details
      className="rounded-2xl bg-card ring-1 ring-line"
      open={props.problem || props.done ? true : undefined}
    >
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-brand-ink">
        + {t('admin.tags.new')}
      </summary>
      <Form key={props.version} method="post" className="space-y-3 px-4 pb-4">
        <input type="hidden" name="intent" value="tag-new" />
        <SaveResult problem={props.problem} saved={props.done} />
        <fieldset>
          <legend className="font-medium text-ink text-sm">{t('admin.tags.kind')}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(['ingredient', 'tag'] as const).map((kind) => (
              <label key={kind} className={chip}>
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  defaultChecked={kind === 'ingredient'}
                  className="size-5 accent-brand"
                />
                {t(kind === 'ingredient' ? 'admin.diets.ingredient' : 'admin.diets.tag')}
              </label>
            ))}
          </div>
        </fieldset>
        <LocalizedFields
          id="new-tag-name"
          name="name"
          label={t('admin.field.name')}
          locales={props.locales}
          values={undefined}
          errors={fields}
          required
        />
        <label className="flex min-h-11 items-center gap-3 text-ink text-sm">
          <input type="checkbox" name="declared" className="size-5 accent-brand" />
          {t('admin.diets.declared')}
        </label>
        {(
          [
            ['admin.diets.contains', CONTAINS],
            ['admin.tags.claims', DIETS],
          ] as const
        ).map(([legend, codes]) => (
          <fieldset key={legend} aria-describedby={fields.codes ? 'new-tag-codes-error' : undefined}>
            <legend className="font-medium text-ink text-sm">{t(legend)}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {codes.map((code) => (
                <label key={code} className={chip}>
                  <input type="checkbox" name="codes" value={code} className="size-5 accent-brand" />
                  {t(legend === 'admin.tags.claims' ? `diet.${code}` : codeLabel(code))}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <FieldError id="new-tag-codes-error" text={fields.codes} />
        <Button type="submit" variant="primary" pill>
          {t('admin.tags.add')}
        </Button>
      </Form>
    </details>
  );
}
