import { getAdminOffers, setAdminItemLabels } from '@sufra/contract/admin-offers';
import {
  addAdminModifierGroup,
  createAdminItem,
  createAdminTag,
  deleteAdminModifierGroup,
  getAdminMenu,
  restoreAdminModifierGroup,
  setAdminItemSizes,
  setAdminModifierSoldOut,
  setAdminTagCodes,
  shareAdminModifierGroup,
  updateAdminItem,
  updateAdminModifierGroup,
  uploadAdminItemImage,
} from '@sufra/contract/client';
import { roleCan } from '@sufra/domain';
import { data, redirect } from 'react-router';
import { formText, localizedFrom, majorUnits, minorUnits } from '../features/admin/admin-forms.server.ts';
import { writeProblemOf } from '../features/admin/admin-problems.server.ts';
import { adminAction, adminLoader, answer, refuse } from '../features/admin/admin-route.server.ts';
import { AdminShell } from '../features/admin/admin-ui.tsx';
import { DietCodesSection } from '../features/admin-items/diet-codes-form.tsx';
import {
  groupAddFrom,
  groupEditFrom,
  groupShareFrom,
} from '../features/admin-items/group-edit-form.server.ts';
import { ItemDetailsForm } from '../features/admin-items/item-details-form.tsx';
import { GroupForm, Groups } from '../features/admin-items/item-groups.tsx';
import { ImageForm } from '../features/admin-items/item-image-form.tsx';
import { ItemLabelsForm } from '../features/admin-items/item-labels-form.tsx';
import { itemSizesFrom } from '../features/admin-items/item-sizes-form.server.ts';
import { ItemSizesForm } from '../features/admin-items/item-sizes-form.tsx';
import { tagFrom } from '../features/admin-items/new-tag-form.server.ts';
import { NewTagForm } from '../features/admin-items/new-tag-form.tsx';
import { offlineAware, type WriteResult } from '../features/admin-menu/optimistic-writes.ts';
import { UndoToast } from '../features/admin-menu/undo-toast.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-item';

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
      // What a group of choices may be put on too (ADR 1422).
      others: menu.items.filter((i) => i.id !== item?.id).map((i) => ({ id: i.id, name: i.name })),
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
          // Absent when the item has several sizes: they are edited in their own form (ADR 1420).
          ...(form.has('price') ? { price: minorUnits(formText(form, 'price'), me.business.currency) } : {}),
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
      sizes: ({ api, ref, form, me }) =>
        setAdminItemSizes(api, ref, itemId, itemSizesFrom(form, me.business.locales, me.business.currency)),
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
      // A new ingredient or tag, put on this item (ADR 1421); codes ticked: declared.
      'tag-new': ({ api, ref, form, me }) =>
        createAdminTag(api, ref, tagFrom(form, me.business.locales, itemId)),
      labels: ({ api, ref, form }) => {
        const ids = (name: string) => form.getAll(name).map(Number);
        return setAdminItemLabels(api, ref, itemId, {
          tax_ids: ids('tax_ids'),
          tag_ids: ids('tag_ids'),
          stickers: form.getAll('stickers').map(String) as ('bestseller' | 'new' | 'spicy')[],
          version: formText(form, 'version'),
        });
      },
      group: ({ api, ref, form, me }) =>
        addAdminModifierGroup(
          api,
          ref,
          itemId,
          groupAddFrom(form, me.business.locales, me.business.currency),
        ),
      // The group on other items, as linked copies (ADR 1422).
      'group-share': ({ api, ref, form }) =>
        shareAdminModifierGroup(api, ref, itemId, Number(formText(form, 'group_id')), groupShareFrom(form)),
    },
    {
      problemOf: writeProblemOf,
      // Each group's edit form answers for itself (ADR 1153); the others by their intent.
      key: ({ intent, form }) =>
        intent === 'group-update' || intent === 'group-share'
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

/** An answer of one of the item's other forms, which says "saved" in its own place. */
const otherFormSaved = (result: ActionResult | undefined) =>
  result?.form === 'image' ||
  result?.form === 'sizes' ||
  result?.form === 'tag-new' ||
  result?.form === 'group' ||
  result?.form === 'labels' ||
  result?.form.startsWith('group-update:') ||
  result?.form.startsWith('group-share:') ||
  result?.form.startsWith('tag-codes:');

export default function AdminItemPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { me, item, categories, categoryId, price, labels, others } = loaderData;
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
        <div className="space-y-4">
          <ItemDetailsForm
            item={item}
            categories={categories}
            categoryId={categoryId}
            price={price}
            business={business}
            nameOf={nameOf}
            problem={saveProblem}
            saved={Boolean(saved) && !otherFormSaved(result)}
          />
          {item ? (
            <ItemSizesForm
              item={item}
              locales={business.locales}
              currency={business.currency}
              problem={problemOf('sizes')}
              done={result?.ok === true && result.form === 'sizes'}
            />
          ) : null}
        </div>
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
              <NewTagForm
                version={item.version}
                locales={business.locales}
                problem={problemOf('tag-new')}
                done={result?.ok === true && result.form === 'tag-new'}
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
              others={others}
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
