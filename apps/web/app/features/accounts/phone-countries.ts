/*
 * Its own module: the checkout needs the list (a signed-in diner's phone, account-contact.ts)
 * without the login steps' module, which pulls the API client and its schemas (~30 KB) into the
 * checkout's first view (ADR 900; budget 140 KB, ADR 304).
 */
// Countries offered first in the picker: the GCC, then neighbours and common expatriate origins
// (the checkout's list, ADR 500).
export const PHONE_COUNTRIES: [string, string][] = [
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
