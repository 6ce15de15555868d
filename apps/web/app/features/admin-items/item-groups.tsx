import type { AdminItem } from '@sufra/contract';
import { formatMoney } from '@sufra/domain';
import { Form, useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner, FieldError, LocalizedFields, TextField } from '../admin/admin-ui.tsx';
import { ProblemBanner } from '../admin/problem-banner.tsx';
import {
  DELETE_FETCHER,
  isBeingDeleted,
  useToggle,
  type WriteResult,
} from '../admin-menu/optimistic-writes.ts';
import { GroupEditForm } from './group-edit-form.tsx';
import { GroupShareForm, SharedNote } from './group-share-form.tsx';

/** How many choice rows the "add a group" form offers (empty rows are left out). */
export const CHOICE_ROWS = 4;

export function Groups({
  item,
  others,
  currency,
  locales,
  taxes,
  problemOf,
  done,
  nameOf,
  branches,
}: {
  item: AdminItem;
  /** The business's other items, which a group may be put on too (ADR 1422). */
  others: { id: number; name: Record<string, string> }[];
  currency: string;
  locales: string[];
  taxes: { id: number; name: Record<string, string>; rate: number }[] | null;
  problemOf: (form: string) => (AdminProblem & { ok: false }) | null;
  done: (form: string) => boolean;
  nameOf: (n: Record<string, string>) => string;
  branches: { id: number; name: Record<string, string> }[];
}) {
  const { t, i18n } = useTranslation();
  // A group being deleted leaves at once; refused, it is back by itself (ADR 1210).
  const deleting = useFetcher<WriteResult>({ key: DELETE_FETCHER }).formData;
  const groups = item.groups.filter((g) => !isBeingDeleted(deleting, 'group-delete', g.id));
  if (!groups.length) return null;
  return (
    <section aria-labelledby="item-groups" className="rounded-2xl bg-card p-4 ring-1 ring-line">
      <h2 id="item-groups" className="mb-2 font-semibold text-ink text-lg">
        {t('admin.item.groups')}
      </h2>
      <ul className="space-y-3">
        {groups.map((g) => (
          <li key={g.id}>
            <div className="flex items-center gap-2">
              <p className="min-w-0 flex-1 font-medium text-ink">
                {nameOf(g.name)}{' '}
                <span className="text-muted text-sm">
                  · {t('admin.item.minMax', { min: g.min, max: g.max })}
                </span>
              </p>
              {/* Behind a second tap, as an item's deletion (ADR 1101); then gone at once, with Undo (ADR 1210). */}
              <DeleteGroup id={g.id} version={item.version} name={nameOf(g.name)} />
            </div>
            <ul className="mt-1 flex flex-wrap gap-2">
              {g.modifiers.map((m) => (
                <li
                  key={m.id}
                  className="flex flex-wrap items-center gap-1 rounded-2xl bg-sunken py-1 ps-3 pe-1 text-ink text-sm"
                >
                  <span className="me-1">
                    {nameOf(m.name)}
                    {m.price ? ` +${formatMoney(m.price, currency, i18n.language)}` : ''}
                  </span>
                  {branches.map((b) => (
                    <ChoiceSoldOut
                      key={b.id}
                      modifierId={m.id}
                      name={nameOf(m.name)}
                      branchId={b.id}
                      branchName={branches.length > 1 ? nameOf(b.name) : null}
                      soldOut={m.sold_out.some((s) => s.branch_id === b.id)}
                    />
                  ))}
                </li>
              ))}
            </ul>
            <SharedNote group={g} others={others} nameOf={nameOf} />
            <GroupEditForm
              group={g}
              locales={locales}
              currency={currency}
              taxes={taxes}
              nameOf={nameOf}
              problem={problemOf(`group-update:${g.id}`)}
              done={done(`group-update:${g.id}`)}
            />
            <GroupShareForm
              group={g}
              others={others}
              nameOf={nameOf}
              problem={problemOf(`group-share:${g.id}`)}
              done={done(`group-share:${g.id}`)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function GroupForm({
  item,
  locales,
  problem,
  done,
}: {
  item: AdminItem;
  locales: string[];
  problem: AdminProblem | null;
  done: boolean;
}) {
  const { t } = useTranslation();
  const fields = problem?.fields ?? {};
  return (
    <details className="rounded-2xl bg-card ring-1 ring-line" open={problem ? true : undefined}>
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-brand-ink">
        + {t('admin.item.addGroup')}
      </summary>
      {/*
        Remounted with the item's version: once a group is saved the form is empty again, so a
        second tap cannot save a duplicate (the new group is edited in place above, ADR 1153).
      */}
      <Form method="post" className="space-y-3 px-4 pb-4" key={item.version}>
        <input type="hidden" name="intent" value="group" />
        <input type="hidden" name="version" value={item.version} />
        {problem ? (
          <ProblemBanner problem={problem} />
        ) : done ? (
          <Banner tone="ok">{t('admin.saved')}</Banner>
        ) : null}
        <LocalizedFields
          id="group-name"
          name="name"
          label={t('admin.item.groupName')}
          locales={locales}
          values={undefined}
          errors={fields}
          required
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            id="group-min"
            name="min"
            label={t('admin.item.min')}
            inputMode="numeric"
            defaultValue="0"
            error={fields.min}
            dir="ltr"
          />
          <TextField
            id="group-max"
            name="max"
            label={t('admin.item.max')}
            inputMode="numeric"
            defaultValue="1"
            error={fields.max}
            dir="ltr"
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="font-medium text-ink text-sm">{t('admin.item.choices')}</legend>
          {Array.from({ length: CHOICE_ROWS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows of a form, never reordered.
            <div key={i} className="grid grid-cols-[1fr_7rem] gap-2 rounded-xl bg-sunken p-2">
              {locales.map((l) => (
                <TextField
                  key={l}
                  id={`choice-${i}-${l}`}
                  name={`modifiers.${i}.name.${l}`}
                  label={t('admin.item.choiceName', { n: i + 1, language: l.toUpperCase() })}
                  lang={l}
                  dir="auto"
                  error={fields[`modifiers.${i}.name.${l}`]}
                  className="col-start-1"
                />
              ))}
              <TextField
                id={`choice-${i}-price`}
                name={`modifiers.${i}.price`}
                label={t('admin.item.choicePrice')}
                inputMode="decimal"
                dir="ltr"
                error={fields[`modifiers.${i}.price`]}
                className="col-start-2 row-start-1"
              />
            </div>
          ))}
        </fieldset>
        {fields.modifiers ? <FieldError id="choices-error" text={fields.modifiers} /> : null}
        <Button type="submit" variant="primary" pill>
          {t('admin.item.saveGroup')}
        </Button>
      </Form>
    </details>
  );
}

export function DeleteGroup({ id, version, name }: { id: number; version: string; name: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<WriteResult>({ key: DELETE_FETCHER });
  return (
    <details className="relative">
      <summary
        className={buttonClass({ variant: 'quiet', size: 'icon', pill: true })}
        aria-label={t('admin.menu.deleteItem', { name })}
      >
        <span aria-hidden="true">×</span>
      </summary>
      <fetcher.Form
        method="post"
        className="absolute end-0 z-10 mt-1 w-56 rounded-2xl bg-card p-3 shadow-lg ring-1 ring-line"
      >
        <input type="hidden" name="intent" value="group-delete" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="name" value={name} />
        <Button type="submit" variant="dangerOutline" pill block>
          {t('admin.menu.deleteItem', { name })}
        </Button>
      </fetcher.Form>
    </details>
  );
}

/**
 * One tap: a choice sold out at a branch, or back (ADR 1080) — a toggle button, pressed while sold
 * out. A real form; with scripts a fetcher, pressed at once and released, saying why, if the
 * write is refused (ADR 1210).
 */
export function ChoiceSoldOut(props: {
  modifierId: number;
  name: string;
  branchId: number;
  branchName: string | null;
  soldOut: boolean;
}) {
  const { t } = useTranslation();
  const { fetcher, value: soldOut, refused } = useToggle('sold_out', props.soldOut);
  const where = props.branchName ? `${props.branchName}: ` : '';
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-1">
      <input type="hidden" name="intent" value="choice-sold-out" />
      <input type="hidden" name="modifier_id" value={props.modifierId} />
      <input type="hidden" name="branch_id" value={props.branchId} />
      <input type="hidden" name="sold_out" value={soldOut ? 'false' : 'true'} />
      <button
        type="submit"
        aria-pressed={soldOut}
        className={
          soldOut
            ? 'min-h-9 rounded-full bg-rose-100 px-3 font-medium text-rose-900 text-xs ring-1 ring-rose-300 dark:bg-rose-950 dark:text-rose-100 dark:ring-rose-800'
            : 'min-h-9 rounded-full border border-line bg-card px-3 text-muted text-xs hover:bg-sunken'
        }
      >
        {where}
        {t('admin.soldOut.mark')}
        {/* The choice's name after the visible words, so the button's name starts with them. */}
        <span className="sr-only"> ({props.name})</span>
      </button>
      <span role="status" className="text-rose-700 text-xs empty:sr-only dark:text-rose-300">
        {refused ? t(refused.problem) : null}
      </span>
    </fetcher.Form>
  );
}
