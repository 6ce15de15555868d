/** What the audit viewer filters by ([product: Back office], ADR 1080); plain, for the browser too. */
export const AUDIT_ENTITIES = [
  'category',
  'item',
  'branch',
  'member',
  // A kitchen tablet's device token (ADR 1370).
  'device',
  'business',
  'prices',
  // Tags and ingredients: created (ADR 1421), what they contain or claim (ADR 1154).
  'tag',
  // The business's profile and its branches' details, edited by the owner (ADR 1372).
  'business_profile',
  'branch_details',
  // The business programmes (ADR 1140–1143).
  'wallet',
  'wallet_package',
  'survey',
  'policies',
  'bookings',
  // The platform's suspension of the business, written by an operator (ADR 1200).
  'suspension',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
