import { businessCountries, LANGUAGES } from '@sufra/domain';
import { useTranslation } from '../../i18n/lite.tsx';
import { FieldError, SelectField } from '../admin/admin-ui.tsx';
import { NATIVE_NAMES } from '../i18n/native-names.ts';

// A new business's country, currency, time zone and languages, each chosen from a list
// ([product: Back office], ADR 1390): the operator never types an ISO code, and what the lists
// offer is what the server accepts (its currencies and time zones are the runtime's Intl lists,
// its countries those whose phone numbers can be read).

function named(type: 'currency' | 'region', language: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type });
  } catch {
    names = null;
  }
  return (code: string) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

const byLabel = (language: string) => (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, language);

type Option = { value: string; label: string };
export type PlaceChoices = { countries: Option[]; currencies: Option[]; zones: Option[] };

/**
 * The lists, named and sorted in the page's language — built by the loader on the server, so the
 * browser renders exactly what the server did (its ICU may name or list them differently).
 */
export function placeChoices(language: string): PlaceChoices {
  const region = named('region', language);
  const currency = named('currency', language);
  return {
    countries: businessCountries()
      .map((code) => ({ value: code, label: `${region(code)} (${code})` }))
      .sort(byLabel(language)),
    currencies: Intl.supportedValuesOf('currency')
      .map((code) => ({ value: code, label: `${currency(code)} (${code})` }))
      .sort(byLabel(language)),
    zones: Intl.supportedValuesOf('timeZone').map((zone) => ({
      value: zone,
      label: zone.replaceAll('_', ' '),
    })),
  };
}

export function BusinessPlaceFields({
  fields,
  choices,
}: {
  fields: Record<string, string>;
  choices: PlaceChoices;
}) {
  const { t } = useTranslation();
  const { countries, currencies, zones } = choices;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        id="op-country"
        name="country_code"
        label={t('admin.operator.country')}
        options={countries}
        defaultValue="KW"
        error={fields.country_code}
      />
      <SelectField
        id="op-currency"
        name="currency"
        label={t('admin.operator.currency')}
        options={currencies}
        defaultValue="KWD"
        error={fields.currency}
      />
      <SelectField
        id="op-zone"
        name="time_zone"
        label={t('admin.operator.timeZone')}
        options={zones}
        defaultValue="Asia/Kuwait"
        error={fields.time_zone}
        dir="ltr"
      />
    </div>
  );
}

/** The storefront's first language (its default), then the others it also speaks: English and Arabic unless chosen otherwise. */
export function BusinessLanguageFields({ fields }: { fields: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const options = LANGUAGES.map((code) => ({ value: code, label: NATIVE_NAMES[code] ?? code })).sort(
    byLabel(i18n.language),
  );
  return (
    <div className="space-y-3">
      <SelectField
        id="op-first-locale"
        name="first_locale"
        label={t('admin.operator.firstLocale')}
        options={options}
        defaultValue="en"
        error={fields.locales}
      />
      <fieldset aria-describedby={fields.locales ? 'op-locales-error' : undefined}>
        <legend className="font-medium text-ink text-sm">{t('admin.operator.otherLocales')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-4">
          {options.map((o) => (
            <label key={o.value} className="flex min-h-11 items-center gap-3 text-ink">
              <input
                type="checkbox"
                name="locales"
                value={o.value}
                defaultChecked={o.value === 'ar'}
                className="size-5 shrink-0 accent-brand"
              />
              <span lang={o.value}>{o.label}</span>
            </label>
          ))}
        </div>
        <FieldError id="op-locales-error" text={fields.locales} />
      </fieldset>
    </div>
  );
}
