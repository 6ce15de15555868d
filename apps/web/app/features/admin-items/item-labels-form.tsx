import type { AdminItem } from '@sufra/contract';
import type { AdminTag, AdminTax } from '@sufra/contract/admin-offers';
import { ITEM_STICKERS } from '@sufra/contract/admin-offers';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import type { AdminProblem } from '../admin/admin-problems.server.ts';
import { Banner } from '../admin/admin-ui.tsx';

/**
 * An item's taxes, tags and stickers ([product: Menu and items], ADR 1100): ticked among the
 * business's taxes and tags and the stickers the storefront words, saved together.
 */
export function ItemLabelsForm(props: {
  item: AdminItem;
  taxes: AdminTax[];
  tags: AdminTag[];
  nameOf: (name: Record<string, string>) => string;
  problem: AdminProblem | null;
  done: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { item, nameOf } = props;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 4 });
  const group = (
    legend: string,
    name: string,
    options: { value: string; label: string; checked: boolean }[],
  ) =>
    options.length ? (
      <fieldset>
        <legend className="font-medium text-ink text-sm">{legend}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {options.map((o) => (
            <label
              key={o.value}
              className="flex min-h-11 items-center gap-2 rounded-xl border border-line px-3 text-ink has-[:checked]:border-brand"
            >
              <input
                type="checkbox"
                name={name}
                value={o.value}
                defaultChecked={o.checked}
                className="size-5 accent-brand"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
    ) : null;
  return (
    <Form
      method="post"
      className="space-y-3 rounded-2xl bg-card p-4 ring-1 ring-line"
      aria-labelledby="item-labels"
    >
      <h2 id="item-labels" className="font-semibold text-ink text-lg">
        {t('admin.item.labels')}
      </h2>
      <input type="hidden" name="intent" value="labels" />
      <input type="hidden" name="version" value={item.version} />
      {props.problem ? <Banner tone="error">{t(props.problem.problem)}</Banner> : null}
      {props.done ? <Banner tone="ok">{t('admin.saved')}</Banner> : null}
      {group(
        t('admin.item.taxes'),
        'tax_ids',
        props.taxes.map((tax) => ({
          value: String(tax.id),
          label: `${nameOf(tax.name)} (${percent.format(tax.rate / 100)})`,
          checked: item.tax_ids.includes(tax.id),
        })),
      )}
      {group(
        t('admin.item.tags'),
        'tag_ids',
        props.tags.map((tag) => ({
          value: String(tag.id),
          label: nameOf(tag.name),
          checked: item.tag_ids.includes(tag.id),
        })),
      )}
      {group(
        t('admin.item.stickers'),
        'stickers',
        ITEM_STICKERS.map((s) => ({
          value: s,
          label: t(`sticker.${s}`),
          checked: item.stickers.includes(s),
        })),
      )}
      <Button type="submit" variant="card" pill>
        {t('admin.save')}
      </Button>
    </Form>
  );
}
