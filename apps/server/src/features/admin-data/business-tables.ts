/**
 * What "the whole business" is in its JSON document (ADR 1020): the tables it owns, in insert
 * order (parents first), and every column that points at another row of the document, so an
 * import can keep ids (free, or already this business's) and renumber the rest consistently.
 *
 * Not in the document: orders, payments, customers, sessions, wallets, reservations, feedback
 * answers and visits (what happened, not how the business is set up); custom domains (the
 * platform routes them); payment gateways and the pixels' sealed tokens (secrets sealed for one
 * business id — the owner enters them again).
 */
export type Ref = {
  column: string;
  table: string;
  /** A scalar id, an array of ids, or a jsonb array of `{ branch_id }` presences. */
  shape: 'id' | 'ids' | 'presence';
  /** Only when another column has this value (discounts.target_id: item or category). */
  when?: { column: string; equals: string };
};

export type TableSpec = {
  table: string;
  /** How its rows reach the business: its own business_id, or through a parent. */
  owner: { via: 'business' } | { via: 'parent'; column: string; parent: string };
  refs: Ref[];
  /** Values unique across the whole database that an import must not copy onto a clash. */
  uniqueColumns?: string[];
  /** jsonb keys dropped on export (secrets sealed for this business id). */
  secretKeys?: { column: string; keys: string[] };
};

export const BUSINESS_TABLES: TableSpec[] = [
  { table: 'branches', owner: { via: 'business' }, refs: [] },
  { table: 'tags', owner: { via: 'business' }, refs: [] },
  {
    table: 'categories',
    owner: { via: 'business' },
    refs: [
      { column: 'parent_id', table: 'categories', shape: 'id' },
      { column: 'branches', table: 'branches', shape: 'presence' },
    ],
  },
  // After the categories it may name (ADR 1486), before the items and modifiers that name it.
  {
    table: 'taxes',
    owner: { via: 'business' },
    refs: [
      { column: 'category_ids', table: 'categories', shape: 'ids' },
      { column: 'except_category_ids', table: 'categories', shape: 'ids' },
      // Items come after taxes: refs are rewritten once every table's ids are known (ADR 1481).
      { column: 'except_item_ids', table: 'items', shape: 'ids' },
    ],
  },
  {
    table: 'items',
    owner: { via: 'business' },
    refs: [
      { column: 'category_id', table: 'categories', shape: 'id' },
      { column: 'branches', table: 'branches', shape: 'presence' },
      { column: 'tag_ids', table: 'tags', shape: 'ids' },
      { column: 'tax_ids', table: 'taxes', shape: 'ids' },
      { column: 'suggested_item_ids', table: 'items', shape: 'ids' },
    ],
  },
  {
    table: 'price_labels',
    owner: { via: 'parent', column: 'item_id', parent: 'items' },
    refs: [{ column: 'item_id', table: 'items', shape: 'id' }],
  },
  {
    table: 'modifier_groups',
    owner: { via: 'parent', column: 'item_id', parent: 'items' },
    refs: [{ column: 'item_id', table: 'items', shape: 'id' }],
  },
  {
    table: 'modifiers',
    owner: { via: 'parent', column: 'group_id', parent: 'modifier_groups' },
    refs: [
      { column: 'group_id', table: 'modifier_groups', shape: 'id' },
      { column: 'tax_ids', table: 'taxes', shape: 'ids' },
      { column: 'tag_ids', table: 'tags', shape: 'ids' },
    ],
  },
  {
    table: 'discounts',
    owner: { via: 'business' },
    refs: [
      { column: 'target_id', table: 'items', shape: 'id', when: { column: 'scope', equals: 'item' } },
      {
        column: 'target_id',
        table: 'categories',
        shape: 'id',
        when: { column: 'scope', equals: 'category' },
      },
    ],
  },
  {
    table: 'smart_categories',
    owner: { via: 'business' },
    refs: [{ column: 'item_ids', table: 'items', shape: 'ids' }],
  },
  {
    table: 'coupons',
    owner: { via: 'business' },
    refs: [{ column: 'item_ids', table: 'items', shape: 'ids' }],
  },
  {
    table: 'zones',
    owner: { via: 'business' },
    refs: [{ column: 'branch_id', table: 'branches', shape: 'id' }],
  },
  { table: 'areas', owner: { via: 'business' }, refs: [{ column: 'zone_id', table: 'zones', shape: 'id' }] },
  {
    table: 'shipping_countries',
    owner: { via: 'business' },
    refs: [{ column: 'branch_id', table: 'branches', shape: 'id' }],
  },
  {
    table: 'dining_tables',
    owner: { via: 'business' },
    refs: [{ column: 'branch_id', table: 'branches', shape: 'id' }],
    uniqueColumns: ['qr_token'],
  },
  { table: 'banners', owner: { via: 'business' }, refs: [] },
  {
    table: 'pixels',
    owner: { via: 'business' },
    refs: [],
    secretKeys: { column: 'config', keys: ['access_token'] },
  },
  { table: 'surveys', owner: { via: 'business' }, refs: [] },
  {
    table: 'survey_questions',
    owner: { via: 'parent', column: 'survey_id', parent: 'surveys' },
    refs: [{ column: 'survey_id', table: 'surveys', shape: 'id' }],
  },
  { table: 'wallet_packages', owner: { via: 'business' }, refs: [] },
];

/** Business settings keys holding ids of the document's rows. */
export const SETTINGS_REFS: { key: string; table: string }[] = [
  { key: 'highlightedCat', table: 'categories' },
];

/** The business row's columns that belong to the database, not the document. */
export const BUSINESS_OWN_COLUMNS = [
  'id',
  'version',
  'version_at',
  'created_at',
  'suspended_at',
  'suspended_reason',
  // Whether it is published is the platform's state of the storefront, not its content (ADR 1373).
  'published_at',
];
