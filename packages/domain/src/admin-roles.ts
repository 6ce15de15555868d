/**
 * Who may do what in the back office ([product: Back office], ADR 1000). The server checks every
 * admin call against this table; the admin screens read it only to hide what a role cannot do.
 */
/** `driver`: the restaurant's own delivery driver (ADR 1410), who sees only their own drops. */
export const ADMIN_ROLES = ['owner', 'manager', 'staff', 'driver'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_CAPABILITIES = [
  /** See the menu as the back office shows it. */
  'menu.read',
  /** Create, rename, reorder, price and hide categories, items and modifiers. */
  'menu.edit',
  /** Mark an item sold out ("86") or back, at a branch. */
  'menu.sold_out',
  /** Add and remove staff members, change roles. */
  'staff.manage',
  /** Export and import the business, re-price by CSV, read the day's figures (ADR 1023). */
  'data.manage',
  /** The storefront's looks, selling types and languages; tables and their QR codes (ADR 1120). */
  'settings.edit',
  /** Payment methods, gateway keys, pixels and conversion API tokens (ADR 1121): the owner's alone. */
  'payments.manage',
  /** Discounts, coupons and taxes: what an order costs (ADR 1100). */
  'offers.manage',
  /** A branch's opening hours and special days (ADR 1080). */
  'hours.edit',
  /** Pause ordering or run busy per branch and selling type (ADR 1080). */
  'ordering.pause',
  /** Read who changed what (ADR 1080). */
  'audit.read',
  /** Credit or debit a diner's wallet by hand, capped and audited (ADR 1321). */
  'wallet.adjust',
  /**
   * The order board: see and move orders, reservations and feedback (ADR 1370), of the member's
   * branch only when bound to one. A kitchen tablet's device token has this and nothing else.
   */
  'orders.manage',
  /**
   * Give an order's money back, in part or in full, after it was paid or delivered (ADR 1430): the
   * owner's and managers', never a kitchen tablet's or a staff member's.
   */
  'orders.refund',
  /**
   * Take an order for a caller and add an item to an open order (ADR 1475, 1476): a member's, never
   * a kitchen tablet's (the audit names who took it) nor a driver's.
   */
  'orders.take',
  /** The business's name, texts, links and branches, and publishing it (ADR 1372, 1373). */
  'business.edit',
  /** The driver's page (ADR 1410): their own drops, their steps, their position while on a run. */
  'drops.own',
  /** The drivers' report (ADR 1414): deliveries, times, and the cash each driver owes. */
  'fleet.report',
] as const;
export type AdminCapability = (typeof ADMIN_CAPABILITIES)[number];

const GRANTS: Record<AdminRole, readonly AdminCapability[]> = {
  // An owner runs the business, not a van: the driver's page is a driver's (ADR 1410).
  owner: ADMIN_CAPABILITIES.filter((c) => c !== 'drops.own'),
  manager: [
    'menu.read',
    'menu.edit',
    'menu.sold_out',
    'data.manage',
    'settings.edit',
    'offers.manage',
    'hours.edit',
    'ordering.pause',
    'audit.read',
    'wallet.adjust',
    'orders.manage',
    'orders.refund',
    'orders.take',
    'fleet.report',
  ],
  staff: ['menu.read', 'menu.sold_out', 'orders.manage', 'orders.take'],
  // The least a driver needs (ADR 1410): nothing of the back office, not the order board.
  driver: ['drops.own'],
};

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);

export const roleCan = (role: AdminRole, capability: AdminCapability): boolean =>
  GRANTS[role].includes(capability);

/**
 * Whether a member bound to a branch (null: all branches) may act at `branchId`. Branch-wide
 * writes (the menu itself) need a member of every branch.
 */
export const memberCoversBranch = (memberBranchId: number | null, branchId: number | null): boolean =>
  memberBranchId === null || memberBranchId === branchId;
