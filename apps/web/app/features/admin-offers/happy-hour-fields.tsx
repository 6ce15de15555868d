import { useTranslation } from '../../i18n/lite.tsx';
import { weekdayName } from '../../ui/format.ts';
import { FieldError, inputClass } from '../admin/admin-ui.tsx';
import { Check } from './coupons-section.tsx';

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * A discount's happy hour (ADR 1485): off, it is always on; on, it applies on the ticked days
 * between the two times of the business's clock. Plain fields, so the form posts before scripts.
 */
export function HappyHourFields({ id, error }: { id: string; error: string | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset
      className="group/hour space-y-2 rounded-xl border border-line p-3 sm:col-span-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 font-medium text-ink text-sm">{t('admin.offers.happyHour')}</legend>
      <Check name="happy_hour" label={t('admin.offers.happyHourOn')} checked={false} />
      {/* The window's fields show once it is ticked (CSS only: the form works without scripts; no `_` in the selector, which Tailwind reads as a space). */}
      <div className="hidden space-y-2 group-has-[input[name^=happy]:checked]/hour:block">
        <p className="text-muted text-xs">{t('admin.offers.happyHourHint')}</p>
        <fieldset>
          <legend className="font-medium text-ink text-sm">{t('admin.offers.happyHourDays')}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {WEEK.map((d) => (
              <label
                key={d}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-ink has-checked:border-brand has-checked:bg-brand/10"
              >
                <input
                  type="checkbox"
                  name="days"
                  value={d}
                  defaultChecked={d < 5}
                  className="accent-brand"
                />
                {weekdayName(d, i18n.language, 'short')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-from`} className="font-medium text-ink text-sm">
              {t('admin.offers.happyHourFrom')}
            </label>
            <input id={`${id}-from`} type="time" name="from" defaultValue="17:00" className={inputClass} />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="font-medium text-ink text-sm">
              {t('admin.offers.happyHourTo')}
            </label>
            <input id={`${id}-to`} type="time" name="to" defaultValue="19:00" className={inputClass} />
          </div>
        </div>
      </div>
      <FieldError id={`${id}-error`} text={error} />
    </fieldset>
  );
}
