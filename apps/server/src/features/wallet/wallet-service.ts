import type {
  BuyPackageResponse,
  WalletAdjustRequest,
  WalletAdjustResponse,
  WalletHistoryEntry,
  WalletHistoryResponse,
  WalletPackage,
  WalletPackageResponse,
  WalletResponse,
} from '@sufra/contract';
import { currencyDigits, isOnlineMethod, methodTakesCurrency } from '@sufra/domain';
import { eq, sql } from 'drizzle-orm';
import { type Customer, customerIn } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import type { Localized } from '../../platform/db/schema/columns.ts';
import { businesses } from '../../platform/db/schema/index.ts';
import { NotFound, Refused, Unavailable } from '../../platform/failures.ts';
import { pickText, resolveLocale } from '../../platform/localize.ts';
import { findCustomer } from '../accounts/customer-repository.ts';
import { insertAudit } from '../admin/admin-repository.ts';
import { type HistoryRow, history, lockWallet, post, readBalance } from './ledger-repository.ts';
import {
  createPurchase,
  findPackage,
  latestPurchase,
  listPackages,
  type PackageRow,
} from './purchase-repository.ts';

/** Who adjusts a wallet by hand: a back-office member (ADR 1321). */
export type WalletActor = { businessId: number; memberId: number; memberName: string };

/**
 * [STAFF_CREDIT_CAP] (ADR 1321): money credited by hand is capped at 100 of the currency's major
 * units per credit and 1,000 per business per day (a goodwill gesture, not a way to mint money).
 */
export function staffCreditCap(currency: string) {
  const unit = 10 ** currencyDigits(currency || 'KWD');
  return { perCredit: 100 * unit, perDay: 1_000 * unit };
}

export const HISTORY_PAGE_SIZE = 20;

/** A purchase whose bonus expired was paid all the same. */
const purchaseStatus = (status: string) =>
  status === 'pending' || status === 'failed' ? status : ('paid' as const);

type Business = {
  id: number;
  referenceId: string;
  currency: string;
  locales: string[];
  settings: Record<string, unknown>;
};

const walletEnabled = (b: Business) => b.settings.enable_wallet === true;
/** The business's wallet terms: `policies.wallet` of its settings, in the caller's language. */
const policyOf = (b: Business, locale: string) => {
  const policies = b.settings.policies;
  const wallet =
    typeof policies === 'object' && policies !== null ? (policies as Record<string, unknown>).wallet : null;
  return pickText(wallet as Localized | null, locale, b.locales[0] ?? 'en');
};

const historyView = (r: HistoryRow): WalletHistoryEntry => ({
  kind: r.kind,
  amount: r.balanceChange,
  on_hold_change: r.holdChange,
  order_ref: r.orderRef,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
});

/**
 * The wallet of a signed-in customer (ADR 762): every call is scoped to the caller's own wallet in
 * the business of the page; another business's reference is the same 404 as an unknown one.
 */
/**
 * What buying a package needs from the payments (ADR 762): an online attempt for a purchase, or
 * null when the business has no gateway. A port, not an import: the payments credit the wallet
 * when an attempt is confirmed, so the wallet sits below them (ADR 610).
 */
export type PackagePayments = {
  openForPurchase(
    purchase: { id: number; businessId: number; price: number; currency: string },
    method: number,
    businessRef: string,
    customer: { name: string; dialCode: string; phone: string },
  ): Promise<{ reference: string; url: string; provider: string } | null>;
};

export function createWalletService(deps: { db: Db; payments: PackagePayments; now: () => Date }) {
  const { db } = deps;

  async function businessOf(referenceId: string, customer: Customer | null) {
    const [row] = await db
      .select({
        id: businesses.id,
        referenceId: businesses.referenceId,
        currency: businesses.currency,
        locales: businesses.locales,
        settings: businesses.settings,
      })
      .from(businesses)
      .where(eq(businesses.referenceId, referenceId))
      .limit(1);
    const customerId = row ? customerIn(customer, row.id) : null;
    if (!row || customerId === null) throw new NotFound('No such wallet', 'WALLET_NOT_FOUND');
    return { business: row as Business, customerId };
  }

  const packageView = (p: PackageRow, locale: string, fallback: string): WalletPackage => ({
    id: p.id,
    name: pickText(p.name, locale, fallback),
    description: pickText(p.description, locale, fallback),
    price: p.price,
    credit: p.credit,
    bonus: p.credit - p.price,
    bonus_expiry_days: p.bonusExpiryDays,
  });

  return {
    async home(referenceId: string, customer: Customer | null, locale?: string): Promise<WalletResponse> {
      const { business, customerId } = await businessOf(referenceId, customer);
      const lang = resolveLocale(locale, business.locales);
      const fallback = business.locales[0] ?? 'en';
      const [balance, packages, page, last] = await Promise.all([
        readBalance(db, business.id, customerId),
        walletEnabled(business) ? listPackages(db, business.id) : [],
        history(db, business.id, customerId, 1, 5),
        latestPurchase(db, business.id, customerId),
      ]);
      return {
        error: 0,
        wallet: {
          balance: [{ amount: balance.balance, currency: business.currency }],
          onHoldBalance: balance.onHold,
          currency: business.currency,
          availablePackages: packages.map((p) => packageView(p, lang, fallback)),
          creditHistory: page.rows.map(historyView),
          policy: policyOf(business, lang),
          wallet_feature_enabled: walletEnabled(business),
          last_purchase: last ? { status: purchaseStatus(last.status), credit: last.credit } : null,
        },
      };
    },

    async history(
      referenceId: string,
      customer: Customer | null,
      page: number,
    ): Promise<WalletHistoryResponse> {
      const { business, customerId } = await businessOf(referenceId, customer);
      const found = await history(db, business.id, customerId, page, HISTORY_PAGE_SIZE);
      return {
        error: 0,
        history: found.rows.map(historyView),
        page,
        has_more: found.hasMore,
        currency: business.currency,
      };
    },

    async package(
      referenceId: string,
      customer: Customer | null,
      packageId: number,
      locale?: string,
    ): Promise<WalletPackageResponse> {
      const { business } = await businessOf(referenceId, customer);
      const pkg = walletEnabled(business) ? await findPackage(db, business.id, packageId) : null;
      if (!pkg) throw new NotFound('No such package', 'WALLET_PACKAGE_NOT_FOUND');
      const lang = resolveLocale(locale, business.locales);
      return {
        error: 0,
        package: packageView(pkg, lang, business.locales[0] ?? 'en'),
        currency: business.currency,
        policy: policyOf(business, lang),
      };
    },

    /** Starts buying a package: a pending purchase and its payment attempt (credited on confirmation). */
    async buy(
      referenceId: string,
      customer: Customer | null,
      packageId: number,
      method: number,
    ): Promise<BuyPackageResponse> {
      const { business, customerId } = await businessOf(referenceId, customer);
      if (!walletEnabled(business)) throw new Refused('WALLET_NOT_AVAILABLE', 'The wallet is not available');
      const pkg = await findPackage(db, business.id, packageId);
      if (!pkg) throw new NotFound('No such package', 'WALLET_PACKAGE_NOT_FOUND');
      if (!isOnlineMethod(method) || !methodTakesCurrency(method, business.currency))
        throw new Refused(
          'PAYMENT_METHOD_DISABLED',
          'Packages are paid online with a method of this currency',
        );
      const account = await findCustomer(db, customerId);
      const purchase = await createPurchase(db, pkg, customerId, business.currency, deps.now());
      const payment = await deps.payments.openForPurchase(purchase, method, business.referenceId, {
        name: account?.name ?? '',
        dialCode: account?.dialCode ?? '',
        phone: account?.phone ?? '',
      });
      if (!payment)
        throw new Unavailable(
          'PAYMENT_GATEWAY_UNAVAILABLE',
          'Online payment is not available for this business',
        );
      return { error: 0, payment };
    },

    /**
     * Staff credit or debit with a reason (ADR 763): by a back-office member whose role may
     * (`wallet.adjust`, ADR 1321), audited in the ledger and the back office's audit in the same
     * transaction, idempotent by the client's key, refused when a debit exceeds the spendable
     * balance or a credit the caps ([STAFF_CREDIT_CAP]).
     */
    async adjust(actor: WalletActor, body: WalletAdjustRequest): Promise<WalletAdjustResponse> {
      const account = await findCustomer(db, body.customer_id);
      if (!account || account.businessId !== actor.businessId)
        throw new NotFound('No such customer', 'CUSTOMER_NOT_FOUND');
      const [business] = await db
        .select({ currency: businesses.currency })
        .from(businesses)
        .where(eq(businesses.id, actor.businessId));
      const cap = staffCreditCap(business?.currency ?? '');
      if (body.direction === 'credit' && body.amount > cap.perCredit)
        throw new Refused('CREDIT_OVER_CAP', 'One credit by hand is capped', { cap: cap.perCredit });
      return transaction(db, async (tx) => {
        const before = await lockWallet(tx, actor.businessId, account.id);
        if (body.direction === 'debit' && body.amount > before.balance)
          throw new Refused('INSUFFICIENT_BALANCE', 'The wallet holds less than that', {
            balance: before.balance,
          });
        if (body.direction === 'credit') {
          // One business's credits by hand in a day, counted under a lock of its own.
          await tx.execute(
            sql`SELECT pg_advisory_xact_lock(hashtext(${`wallet-credit:${actor.businessId}`}))`,
          );
          const { rows } = await tx.execute<{ total: string }>(sql`
            SELECT COALESCE(sum((after->>'amount')::bigint), 0) AS total FROM admin_audit
             WHERE business_id = ${actor.businessId} AND action = 'wallet_credit'
               AND at > now() - interval '1 day'`);
          if (Number(rows[0]?.total ?? 0) + body.amount > cap.perDay)
            throw new Refused('CREDIT_DAILY_CAP', 'Credits by hand are capped per day', { cap: cap.perDay });
        }
        const posted = await post(tx, {
          businessId: actor.businessId,
          customerId: account.id,
          key: `staff:${body.key}`,
          movement: {
            kind: body.direction === 'credit' ? 'staff_credit' : 'staff_debit',
            amount: body.amount,
          },
          reason: body.reason,
          actor: `member:${actor.memberId}`,
          ids: before.ids,
        });
        if (posted)
          await insertAudit(tx, {
            businessId: actor.businessId,
            memberId: actor.memberId,
            memberName: actor.memberName,
            action: `wallet_${body.direction}`,
            entity: 'wallet',
            entityId: account.id,
            before: { balance: before.balance },
            after: { amount: body.amount, reason: body.reason, key: body.key },
          });
        const after = await readBalance(tx, actor.businessId, account.id);
        return { error: 0, posted, balance: after.balance, on_hold: after.onHold };
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
