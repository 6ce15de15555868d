import type { AdminTag } from '@sufra/contract/admin-offers';
import { ALLERGENS, ANIMAL_CODES, DIETS } from '@sufra/domain';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, FieldError } from '../admin/admin-ui.tsx';

// An item's ingredients and tags, each with what it contains or claims (ADR 1154, the model of
// ADR 1060). A tag is shared by every dish that has it, so the form says so; the storefront's diet
// chips and filter derive from these codes.

const codeLabel = (code: string) =>
  (DIETS as readonly string[]).includes(code)
    ? `diet.${code}`
    : (ANIMAL_CODES as readonly string[]).includes(code)
      ? `admin.diets.${code}`
      : `allergen.${code}`;

export function DietCodesSection(props: {
  tags: AdminTag[];
  nameOf: (n: Record<string, string>) => string;
  problemOf: (form: string) => (AdminProblem & { ok: false }) | null;
  done: (form: string) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="item-diets" className="rounded-2xl bg-card p-4 ring-1 ring-line">
      <h2 id="item-diets" className="font-semibold text-ink text-lg">
        {t('admin.diets.title')}
      </h2>
      <p className="mt-1 text-muted text-sm">
        {t(props.tags.length ? 'admin.diets.hint' : 'admin.diets.none')}
      </p>
      <ul className="mt-2 space-y-2">
        {props.tags.map((tag) => (
          <li key={tag.id}>
            <TagCodesForm
              tag={tag}
              name={props.nameOf(tag.name)}
              problem={props.problemOf(`tag-codes:${tag.id}`)}
              done={props.done(`tag-codes:${tag.id}`)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TagCodesForm(props: {
  tag: AdminTag;
  name: string;
  problem: (AdminProblem & { ok: false }) | null;
  done: boolean;
}) {
  const { t } = useTranslation();
  const { tag } = props;
  const ingredient = tag.kind === 'ingredient';
  const groups: { legend: string; codes: readonly string[] }[] = ingredient
    ? [{ legend: 'admin.diets.contains', codes: [...ALLERGENS, ...ANIMAL_CODES] }]
    : [
        { legend: 'admin.diets.claims', codes: DIETS },
        { legend: 'admin.diets.contains', codes: ALLERGENS },
      ];
  const declared = (tag.codes ?? []).map((c) => t(codeLabel(c)));
  const id = `tag-${tag.id}`;
  return (
    <details className="rounded-xl bg-sunken" open={props.problem ? true : undefined}>
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 px-3 text-ink">
        <span className="font-medium">{props.name}</span>
        <span className="text-muted text-xs">
          {t(ingredient ? 'admin.diets.ingredient' : 'admin.diets.tag')} ·{' '}
          {tag.codes === null
            ? t('admin.diets.undeclared')
            : declared.length
              ? declared.join(', ')
              : t('admin.diets.nothing')}
        </span>
      </summary>
      <Form method="post" className="space-y-3 px-3 pb-3">
        <input type="hidden" name="intent" value="tag-codes" />
        <input type="hidden" name="tag_id" value={tag.id} />
        <input type="hidden" name="version" value={tag.version} />
        {props.problem ? (
          <Banner tone="error">{t(props.problem.problem)}</Banner>
        ) : props.done ? (
          <Banner tone="ok">{t('admin.saved')}</Banner>
        ) : null}
        <label className="flex min-h-11 items-center gap-3 text-ink text-sm">
          <input
            type="checkbox"
            name="declared"
            defaultChecked={tag.codes !== null}
            className="size-5 accent-brand"
          />
          {t('admin.diets.declared')}
        </label>
        {groups.map((g) => (
          <fieldset key={g.legend} aria-describedby={props.problem ? `${id}-error` : undefined}>
            <legend className="font-medium text-ink text-sm">{t(g.legend)}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {g.codes.map((code) => (
                <label
                  key={code}
                  className="flex min-h-11 items-center gap-2 rounded-xl border border-line bg-card px-3 text-ink text-sm has-[:checked]:border-brand"
                >
                  <input
                    type="checkbox"
                    name="codes"
                    value={code}
                    defaultChecked={tag.codes?.includes(code) ?? false}
                    className="size-5 accent-brand"
                  />
                  {t(codeLabel(code))}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <FieldError id={`${id}-error`} text={props.problem?.fields.codes} />
        <Button type="submit" variant="card" pill>
          {t('admin.save')}
        </Button>
      </Form>
    </details>
  );
}
