import { useTranslation } from '../../i18n/lite.tsx';

/** The back office's select, as large as its buttons. */
export const selectClass =
  'min-h-11 rounded-xl border border-line bg-card px-2 text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40';

/**
 * "For how long" ([product: Back office]): each length in minutes reads "for 30 min" or "for 2 h";
 * a choice that is not a number of minutes (until said, until tomorrow) is worded by `named`.
 * The caller labels it (visibly or for screen readers).
 */
export function LengthSelect({
  id,
  name,
  lengths,
  named = {},
  defaultValue,
}: {
  id: string;
  name: string;
  lengths: readonly (number | string)[];
  named?: Record<string, string>;
  defaultValue: string;
}) {
  const { t } = useTranslation();
  return (
    <select id={id} name={name} defaultValue={defaultValue} className={selectClass}>
      {lengths.map((length) => {
        const minutes = Number(length);
        return (
          <option key={length} value={length}>
            {named[String(length)] ??
              (minutes < 60
                ? t('admin.soldOut.forMinutes', { count: minutes })
                : t('admin.soldOut.forHours', { count: minutes / 60 }))}
          </option>
        );
      })}
    </select>
  );
}
