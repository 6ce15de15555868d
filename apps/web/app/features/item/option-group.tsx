import clsx from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTextLang } from '../../features/i18n/content-lang.ts';
import { useTranslation } from '../../i18n/lite.tsx';

export type Option = { id: number; name: string; price: ReactNode; disabled?: boolean };

type Props = {
  id: string;
  title: string;
  rule: string;
  required: boolean;
  error: string | null;
  /** One choice (radio) or several (checkbox). */
  single: boolean;
  options: Option[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
};

/** A price-label or modifier group: its rule ("Choose 1", "Up to 3"), required badge and choices. */
export function OptionGroup({ id, title, rule, required, error, single, options, chosen, onToggle }: Props) {
  const { t } = useTranslation();
  const textLang = useTextLang();
  return (
    // A radio group says it is required; either kind points at its rule or error, and says when
    // it is in error (ADR 1363). aria-required is not allowed on role=group.
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is radiogroup whenever aria-required is set.
    <fieldset
      id={id}
      role={single ? 'radiogroup' : 'group'}
      aria-required={single && required ? true : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={`${id}-rule`}
      className="scroll-mt-24 border-line border-t px-5 pt-5 pb-3"
    >
      <legend {...textLang(title)} className="sr-only">
        {title}
      </legend>
      <div className="mb-2 flex items-start justify-between gap-3" aria-hidden>
        <div>
          <p {...textLang(title)} className="font-semibold text-base text-ink">
            {title}
          </p>
          <p
            id={`${id}-rule`}
            className={clsx('text-sm', error ? 'font-medium text-red-700 dark:text-red-300' : 'text-muted')}
          >
            {error ?? rule}
          </p>
        </div>
        <span
          className={clsx(
            'shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs',
            required ? 'bg-ink text-surface' : 'bg-sunken text-muted',
          )}
        >
          {required ? t('item.required') : t('item.optional')}
        </span>
      </div>
      <ul>
        {options.map((o) => {
          const on = chosen.has(o.id);
          return (
            <li key={o.id}>
              <label
                className={clsx(
                  // `relative`: the hidden input sits in its label, so Tab onto it scrolls the option into
                  // view, not the sheet's clipped frame to the page's corner (ADR 1363).
                  'relative flex min-h-12 cursor-pointer items-center gap-3 py-2',
                  o.disabled && !on && 'cursor-not-allowed opacity-45',
                )}
              >
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={id}
                  value={o.id}
                  className="peer sr-only"
                  checked={on}
                  disabled={o.disabled && !on}
                  onChange={() => onToggle(o.id)}
                />
                <span
                  aria-hidden
                  className={clsx(
                    'grid size-5.5 shrink-0 place-items-center border-2 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand',
                    single ? 'rounded-full' : 'rounded-md',
                    on ? 'border-brand bg-brand text-on-brand' : 'border-neutral-300 dark:border-neutral-600',
                  )}
                >
                  {on ? (
                    single ? (
                      <span className="size-2 rounded-full bg-on-brand" />
                    ) : (
                      <Check className="size-3.5" strokeWidth={3} />
                    )
                  ) : null}
                </span>
                <span {...textLang(o.name)} className="flex-1 text-[0.95rem] text-ink">
                  {o.name}
                </span>
                <span className="text-muted text-sm tabular-nums">{o.price}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
