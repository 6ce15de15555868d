/*
 * The one country list of every phone field (checkout, login, profile, survey). Its own small
 * module: the checkout needs it without the login steps' module, which pulls the API client into
 * the checkout's first view (ADR 900; budget 140 KB, ADR 304).
 */
/** Countries the phone fields offer first: the GCC, then neighbours and common expatriate origins (ADR 500). */
export const PHONE_COUNTRIES: [iso: string, dial: string][] = [
  ['KW', '965'],
  ['SA', '966'],
  ['AE', '971'],
  ['BH', '973'],
  ['QA', '974'],
  ['OM', '968'],
  ['EG', '20'],
  ['JO', '962'],
  ['LB', '961'],
  ['IN', '91'],
  ['PK', '92'],
  ['PH', '63'],
  ['GB', '44'],
  ['US', '1'],
];

/** The flag emoji of an ISO country code. */
export const flag = (iso: string) => String.fromCodePoint(...[...iso].map((c) => 0x1f1a5 + c.charCodeAt(0)));

/** The `country_code` setting is the phone field's default; an unlisted one is offered first. */
export function phoneCountriesFor(countryCode: string): [string, string][] {
  const iso = countryCode.toUpperCase();
  return PHONE_COUNTRIES.some(([c]) => c === iso) ? PHONE_COUNTRIES : [[iso, ''], ...PHONE_COUNTRIES];
}

export const dialOf = (iso: string) => PHONE_COUNTRIES.find(([c]) => c === iso)?.[1] ?? '';
