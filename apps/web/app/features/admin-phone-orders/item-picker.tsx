import type { MenuItem } from '@sufra/contract';
import { formatMoney } from '@sufra/domain';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../admin/admin-ui.tsx';

/**
 * The branch's menu as staff pick from it on the phone (ADR 1475): one disclosure per dish with its
 * sizes, its choices (each group's bounds said; the server checks them as for the storefront),
 * how many and a note. Each is its own form: `hidden` carries the cart or the order it adds to.
 */
export function ItemPicker({
  groups,
  currency,
  intent,
  hidden,
}: {
  /** The menu by category: each a disclosure, so a phone's screen is not a hundred dishes long. */
  groups: { id: number; name: string; items: MenuItem[] }[];
  currency: string;
  intent: 'add' | 'addToOrder';
  hidden: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  if (!groups.length) return <p className="text-muted">{t('admin.phoneOrder.noItems')}</p>;
  return (
    <div className="space-y-2" data-testid="phone-items">
      {groups.map((group) => (
        <details
          key={group.id}
          open={groups.length === 1 || undefined}
          className="rounded-2xl ring-1 ring-line"
        >
          <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-3 font-semibold text-ink">
            {group.name}
            <span className="font-normal text-muted text-sm">{group.items.length}</span>
          </summary>
          <Dishes items={group.items} money={money} intent={intent} hidden={hidden} />
        </details>
      ))}
    </div>
  );
}

function Dishes({
  items,
  money,
  intent,
  hidden,
}: {
  items: MenuItem[];
  money: (minor: number) => string;
  intent: 'add' | 'addToOrder';
  hidden: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-line border-line border-t">
      {items.map((item) => {
        const from = Math.min(...item.price_labels.map((l) => l.price));
        return (
          <li key={item.id}>
            <details className="group">
              <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-3 py-2 text-ink">
                <span className="font-medium">{item.name}</span>
                <span className="text-muted text-sm" dir="ltr">
                  {money(from)}
                </span>
              </summary>
              <Form method="post" className="space-y-3 px-3 pb-3" aria-label={item.name}>
                <input type="hidden" name="intent" value={intent} />
                <input type="hidden" name="item_id" value={item.id} />
                {Object.entries(hidden).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <fieldset>
                  <legend className="font-medium text-ink text-sm">{t('admin.phoneOrder.size')}</legend>
                  <div className="mt-1 flex flex-wrap gap-2">
                    {item.price_labels.map((label, i) => (
                      <label
                        key={label.id}
                        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-ink text-sm has-checked:border-brand has-checked:bg-brand/10"
                      >
                        <input
                          type="radio"
                          name="size"
                          value={label.id}
                          defaultChecked={i === 0}
                          className="accent-brand"
                        />
                        {label.label || item.name} · <span dir="ltr">{money(label.price)}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                {item.modifier_groups.map((group) => (
                  <fieldset key={group.id}>
                    <legend className="font-medium text-ink text-sm">
                      {group.name}{' '}
                      <span className="font-normal text-muted">
                        {group.min > 0
                          ? t('admin.phoneOrder.chooseBetween', { min: group.min, max: group.max })
                          : t('admin.phoneOrder.chooseUpTo', { max: group.max })}
                      </span>
                    </legend>
                    <div className="mt-1 flex flex-wrap gap-2">
                      {group.modifiers.map((m) => (
                        <label
                          key={m.id}
                          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-ink text-sm has-checked:border-brand has-checked:bg-brand/10 has-disabled:opacity-50"
                        >
                          <input
                            type={group.max === 1 ? 'radio' : 'checkbox'}
                            name={group.max === 1 ? `mod-${group.id}` : 'mod'}
                            value={m.id}
                            disabled={m.available === false}
                            className="accent-brand"
                          />
                          {m.name}
                          {m.price ? (
                            <span className="text-muted" dir="ltr">
                              +{money(m.price)}
                            </span>
                          ) : null}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ))}
                <div className="flex flex-wrap items-end gap-3">
                  <div className="w-24">
                    <label htmlFor={`qty-${item.id}`} className="font-medium text-ink text-sm">
                      {t('admin.phoneOrder.quantity')}
                    </label>
                    <input
                      id={`qty-${item.id}`}
                      name="quantity"
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={999}
                      defaultValue={1}
                      className={inputClass}
                    />
                  </div>
                  <div className="min-w-40 flex-1">
                    <label htmlFor={`note-${item.id}`} className="font-medium text-ink text-sm">
                      {item.comment_required
                        ? t('admin.phoneOrder.noteRequired')
                        : t('admin.phoneOrder.note')}
                    </label>
                    <input
                      id={`note-${item.id}`}
                      name="comment"
                      maxLength={200}
                      required={item.comment_required}
                      className={inputClass}
                    />
                  </div>
                  <Button type="submit" variant="primary" pill>
                    {t('admin.phoneOrder.add')}
                  </Button>
                </div>
              </Form>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
