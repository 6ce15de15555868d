import type { AdminItem } from '@sufra/contract';
import { getAdminOffers, setAdminItemLabels } from '@sufra/contract/admin-offers';
import {
  addAdminModifierGroup,
  createAdminItem,
  deleteAdminModifierGroup,
  getAdminMenu,
  restoreAdminModifierGroup,
  setAdminModifierSoldOut,
  setAdminTagCodes,
  updateAdminItem,
  updateAdminModifierGroup,
  uploadAdminItemImage,
} from '@sufra/contract/client';
import { formatMoney, roleCan } from '@sufra/domain';
import { data, Form, redirect, useFetcher, useNavigation } from 'react-router';
import {
  formText,
  localizedFrom,
  majorUnits,
  minorUnits,
  wholeNumber,
} from '../features/admin/admin-forms.server.ts';
import { type AdminProblem, writeProblemOf } from '../features/admin/admin-problems.server.ts';
import { adminAction, adminLoader, answer, refuse } from '../features/admin/admin-route.server.ts';
import {
  AdminShell,
  Banner,
  buttonClass,
  FieldError,
  inputClass,
  LocalizedFields,
  TextField,
} from '../features/admin/admin-ui.tsx';
import { DietCodesSection } from '../features/admin-items/diet-codes-form.tsx';
import { groupEditFrom } from '../features/admin-items/group-edit-form.server.ts';
import { GroupEditForm } from '../features/admin-items/group-edit-form.tsx';
import { ItemLabelsForm } from '../features/admin-items/item-labels-form.tsx';
import {
  DELETE_FETCHER,
  isBeingDeleted,
  offlineAware,
  useToggle,
  type WriteResult,
} from '../features/admin-menu/optimistic-writes.ts';
import { UndoToast } from '../features/admin-menu/undo-toast.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-item';

/** How many choice rows the "add a group" form offers (empty rows are left out). */
const CHOICE_ROWS = 4;

export async function loader(args: Route.LoaderArgs) {
  const { itemId } = args.params;
  return adminLoader(args, async ({ me, api, ref, url }) => {
    // The labels' choices (taxes, tags) come with the offers, which only owners and managers read.
    const [menu, offers] = await Promise.all([
      getAdminMenu(api, ref),
      roleCan(me.member.role, 'offers.manage') ? getAdminOffers(api, ref) : null,
    ]);
    const isNew = itemId === 'new';
    const item = isNew ? null : (menu.items.find((i) => String(i.id) === itemId) ?? null);
    if (!isNew && !item) throw data('Item not found', { status: 404 });
    const asked = Number(url.searchParams.get('category'));
    const categoryId =
      item?.category_id ?? (menu.categories.some((c) => c.id === asked) ? asked : menu.categories[0]?.id);
    return {
      item,
      categoryId: categoryId ?? null,
      categories: menu.categories,
      price: item ? majorUnits(item.price, me.business.currency) : '',
      labels: offers && { taxes: offers.taxes, tags: offers.tags },
    };
  });
}

type ActionResult = WriteResult;

/**
 * The item page's writes ([product: Back office]): the item itself (names, descriptions, price,
 * category, visibility, with its version), its picture, a group of choices.
 */
export async function action(args: Route.ActionArgs) {
  const { itemId: itemParam } = args.params;
  const itemId = Number(itemParam);
  return adminAction(
    args,
    {
      save: async ({ api, ref, form, me }) => {
        const body = {
          category_id: Number(formText(form, 'category_id')),
          name: localizedFrom(form, 'name', me.business.locales),
          description: localizedFrom(form, 'description', me.business.locales),
          price: minorUnits(formText(form, 'price'), me.business.currency),
          visible: form.get('visible') === 'on',
        };
        if (itemParam === 'new') {
          const { item } = await createAdminItem(api, ref, body);
          throw redirect(`/${ref}/admin/items/${item.id}?saved=1`);
        }
        await updateAdminItem(api, ref, itemId, { ...body, version: formText(form, 'version') });
      },
      image: async ({ api, ref, form }) => {
        const file = form.get('image');
        if (!(file instanceof File) || file.size === 0)
          refuse({ problem: 'admin.problem.fields', fields: { image: 'admin.fieldError.image' } });
        const bytes = Buffer.from(await file.arrayBuffer());
        await uploadAdminItemImage(api, ref, itemId, bytes.toString('base64'));
      },
      // Sold out per choice, at one branch (ADR 1080).
      'choice-sold-out': ({ api, ref, form }) =>
        setAdminModifierSoldOut(api, ref, Number(formText(form, 'modifier_id')), {
          branch_id: Number(formText(form, 'branch_id')),
          sold_out: formText(form, 'sold_out') === 'true',
        }),
      'group-delete': async ({ api, ref, form, id }) => {
        await deleteAdminModifierGroup(api, ref, itemId, id, formText(form, 'version') || undefined);
        return answer({ undo: { intent: 'group-restore', id } });
      },
      // The toast's Undo (ADR 1210).
      'group-restore': ({ api, ref, id }) => restoreAdminModifierGroup(api, ref, itemId, id),
      'group-update': ({ api, ref, form, me }) =>
        updateAdminModifierGroup(
          api,
          ref,
          itemId,
          Number(formText(form, 'group_id')),
          groupEditFrom(form, me.business.locales, me.business.currency),
        ),
      // Unticked "declared": not declared (null), whatever is ticked below (ADR 1154).
      'tag-codes': ({ api, ref, form }) =>
        setAdminTagCodes(api, ref, Number(formText(form, 'tag_id')), {
          codes: form.get('declared') === 'on' ? form.getAll('codes').map(String) : null,
          version: formText(form, 'version'),
        }),
      labels: ({ api, ref, form }) => {
        const ids = (name: string) => form.getAll(name).map(Number);
        return setAdminItemLabels(api, ref, itemId, {
          tax_ids: ids('tax_ids'),
          tag_ids: ids('tag_ids'),
          stickers: form.getAll('stickers').map(String) as ('bestseller' | 'new' | 'spicy')[],
          version: formText(form, 'version'),
        });
      },
      group: ({ api, ref, form, me }) => {
        const { locales, currency } = me.business;
        const choices = Array.from({ length: CHOICE_ROWS }, (_, i) => ({
          name: localizedFrom(form, `modifiers.${i}.name`, locales),
          price: formText(form, `modifiers.${i}.price`)
            ? minorUnits(formText(form, `modifiers.${i}.price`), currency)
            : 0,
        })).filter((m) => Object.values(m.name).some(Boolean));
        return addAdminModifierGroup(api, ref, itemId, {
          name: localizedFrom(form, 'name', locales),
          min: wholeNumber(formText(form, 'min')),
          max: wholeNumber(formText(form, 'max')),
          modifiers: choices,
          version: formText(form, 'version'),
        });
      },
    },
    {
      problemOf: writeProblemOf,
      // Each group's edit form answers for itself (ADR 1153); the others by their intent.
      key: ({ intent, form }) =>
        intent === 'group-update'
          ? `${intent}:${formText(form, 'group_id')}`
          : intent === 'tag-codes'
            ? `${intent}:${formText(form, 'tag_id')}`
            : intent,
      echo: ({ form }) => ({ name: formText(form, 'name') }),
    },
  );
}

/** Offline, a fetcher's write answers "offline" and its toggle goes back (ADR 1210). */
export const clientAction = offlineAware;

export default function AdminItemPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, item, categories, categoryId, price, labels } = loaderData;
  const { business, member } = me;
  const first = business.locales[0] ?? 'en';
  const nameOf = (name: Record<string, string>) => name[i18n.language] || name[first] || '';
  const result = actionData as ActionResult | undefined;
  const problemOf = (form: string) => (result && !result.ok && result.form === form ? result : null);
  const saved =
    result?.ok ||
    (typeof window === 'undefined' ? false : new URLSearchParams(window.location.search).has('saved'));
  const title = item ? nameOf(item.name) : t('admin.item.new');
  const saveProblem = problemOf('save');
  const busy = useNavigation().state === 'submitting';
  return (
    <AdminShell
      ref_={business.reference_id}
      businessName={nameOf(business.name)}
      memberName={member.name}
      role={member.role}
      title={title}
      back={`/${params.ref}/admin`}
    >
      <title>{`${title} | ${nameOf(business.name)}`}</title>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Form
          method="post"
          className="space-y-4 rounded-2xl bg-card p-4 ring-1 ring-line"
          aria-labelledby="item-details"
        >
          <h2 id="item-details" className="font-semibold text-ink text-lg">
            {t('admin.item.details')}
          </h2>
          <input type="hidden" name="intent" value="save" />
          {item ? <input type="hidden" name="version" value={item.version} /> : null}
          {saveProblem ? (
            <ProblemBanner problem={saveProblem} />
          ) : saved &&
            result?.form !== 'image' &&
            result?.form !== 'group' &&
            result?.form !== 'labels' &&
            !result?.form.startsWith('group-update:') &&
            !result?.form.startsWith('tag-codes:') ? (
            <Banner tone="ok">{t('admin.saved')}</Banner>
          ) : null}
          <div>
            <label htmlFor="item-category" className="font-medium text-ink text-sm">
              {t('admin.field.category')}
            </label>
            <select
              id="item-category"
              name="category_id"
              defaultValue={categoryId ?? undefined}
              className={inputClass}
            >
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {nameOf(c.name)}
                </option>
              ))}
            </select>
            <FieldError id="item-category-error" text={saveProblem?.fields.category_id} />
          </div>
          <LocalizedFields
            id="item-name"
            name="name"
            label={t('admin.field.name')}
            locales={business.locales}
            values={item?.name}
            errors={saveProblem?.fields ?? {}}
            required
          />
          <LocalizedFields
            id="item-description"
            name="description"
            label={t('admin.field.description')}
            locales={business.locales}
            values={item?.description}
            errors={saveProblem?.fields ?? {}}
            multiline
          />
          <TextField
            id="item-price"
            name="price"
            label={t('admin.field.price', { currency: business.currency })}
            inputMode="decimal"
            required
            defaultValue={price}
            error={saveProblem?.fields.price}
            hint={t('admin.item.priceHint', { example: formatMoney(4500, business.currency, i18n.language) })}
            dir="ltr"
          />
          <label className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="checkbox"
              name="visible"
              defaultChecked={item?.visible ?? true}
              className="size-5 accent-brand"
            />
            {t('admin.field.visible')}
          </label>
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            {item ? t('admin.save') : t('admin.item.create')}
          </button>
        </Form>
        {item ? (
          <div className="space-y-4">
            <ImageForm
              item={item}
              problem={problemOf('image')}
              done={result?.ok === true && result.form === 'image'}
            />
            {labels ? (
              <ItemLabelsForm
                item={item}
                taxes={labels.taxes}
                tags={labels.tags}
                nameOf={nameOf}
                problem={problemOf('labels')}
                done={result?.ok === true && result.form === 'labels'}
              />
            ) : null}
            {labels ? (
              <DietCodesSection
                tags={labels.tags.filter((tag) => item.tag_ids.includes(tag.id))}
                nameOf={nameOf}
                problemOf={problemOf}
                done={(key) => result?.ok === true && result.form === key}
              />
            ) : null}
            <Groups
              item={item}
              currency={business.currency}
              locales={business.locales}
              taxes={labels?.taxes ?? null}
              problemOf={problemOf}
              done={(key) => result?.ok === true && result.form === key}
              nameOf={nameOf}
              branches={business.branches.filter(
                (b) => member.branch_id === null || b.id === member.branch_id,
              )}
            />
            <GroupForm
              item={item}
              locales={business.locales}
              problem={problemOf('group')}
              done={result?.ok === true && result.form === 'group'}
            />
          </div>
        ) : null}
      </div>
      <UndoToast fallback={result?.ok && result.undo ? result : undefined} />
    </AdminShell>
  );
}

function ProblemBanner({ problem }: { problem: AdminProblem }) {
  const { t } = useTranslation();
  return (
    <Banner tone="error">
      {t(problem.problem)}{' '}
      {problem.problem === 'admin.problem.changedElsewhere' ? (
        <a href="?" className="font-semibold underline">
          {t('admin.reload')}
        </a>
      ) : null}
    </Banner>
  );
}

function ImageForm({
  item,
  problem,
  done,
}: {
  item: AdminItem;
  problem: AdminProblem | null;
  done: boolean;
}) {
  const { t } = useTranslation();
  const error = problem?.fields.image;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-3 rounded-2xl bg-card p-4 ring-1 ring-line"
      aria-labelledby="item-picture"
    >
      <h2 id="item-picture" className="font-semibold text-ink text-lg">
        {t('admin.item.picture')}
      </h2>
      <input type="hidden" name="intent" value="image" />
      {item.image ? (
        <img
          src={item.image.replace(/-960\.webp$/, '-480.webp')}
          srcSet={`${item.image.replace(/-960\.webp$/, '-480.webp')} 1x, ${item.image} 2x`}
          alt={t('admin.item.currentPicture')}
          width={480}
          height={360}
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      ) : null}
      {done ? <Banner tone="ok">{t('admin.item.pictureSaved')}</Banner> : null}
      <div>
        <label htmlFor="item-image" className="font-medium text-ink text-sm">
          {t('admin.item.choosePicture')}
        </label>
        <input
          id="item-image"
          name="image"
          type="file"
          accept="image/*"
          className="mt-1 block w-full text-ink text-sm file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-sunken file:px-4 file:font-medium file:text-ink"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'item-image-error' : 'item-image-hint'}
        />
        <p id="item-image-hint" className="mt-1 text-muted text-xs">
          {t('admin.item.pictureHint')}
        </p>
        <FieldError id="item-image-error" text={error} />
      </div>
      <button type="submit" className={buttonClass.secondary}>
        {t('admin.item.upload')}
      </button>
    </Form>
  );
}

function Groups({
  item,
  currency,
  locales,
  taxes,
  problemOf,
  done,
  nameOf,
  branches,
}: {
  item: AdminItem;
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
            <GroupEditForm
              group={g}
              locales={locales}
              currency={currency}
              taxes={taxes}
              nameOf={nameOf}
              problem={problemOf(`group-update:${g.id}`)}
              done={done(`group-update:${g.id}`)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function GroupForm({
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
      <Form method="post" className="space-y-3 px-4 pb-4">
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
        <button type="submit" className={buttonClass.primary}>
          {t('admin.item.saveGroup')}
        </button>
      </Form>
    </details>
  );
}

function DeleteGroup({ id, version, name }: { id: number; version: string; name: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<WriteResult>({ key: DELETE_FETCHER });
  return (
    <details className="relative">
      <summary className={buttonClass.quiet} aria-label={t('admin.menu.deleteItem', { name })}>
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
        <button type="submit" className={`${buttonClass.secondary} w-full text-rose-700 dark:text-rose-300`}>
          {t('admin.menu.deleteItem', { name })}
        </button>
      </fetcher.Form>
    </details>
  );
}

/**
 * One tap: a choice sold out at a branch, or back (ADR 1080) — a toggle button, pressed while sold
 * out. A real form; with scripts a fetcher, pressed at once and released, saying why, if the
 * write is refused (ADR 1210).
 */
function ChoiceSoldOut(props: {
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
