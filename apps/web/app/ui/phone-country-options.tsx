import { flag, phoneCountriesFor } from './phone-countries.ts';

/** The `<option>`s of a phone field's country picker, the business's country first (the `country_code` setting, ADR 785). */
export function PhoneCountryOptions({ countryCode }: { countryCode: string }) {
  return (
    <>
      {phoneCountriesFor(countryCode).map(([iso, dial]) => (
        <option key={iso} value={iso}>
          {flag(iso)} {dial ? `+${dial}` : iso}
        </option>
      ))}
    </>
  );
}
