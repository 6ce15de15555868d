import type { OperatorBusinessResponse, OperatorBusinessRow } from '@sufra/contract/operator';
import { parsePhone } from '@sufra/domain';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/failures.ts';
import { maskPhone } from '../accounts/message-channel.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { insertAudit } from '../admin/admin-repository.ts';
import { invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { BusinessExists, createBusiness, newBusinessSchema } from './business-create.ts';
import {
  listOperatorBusinesses,
  lockCodeSettings,
  lockSuspension,
  type OperatorBusinessDbRow,
  setCodeSettings,
  setSuspension,
} from './operator-repository.ts';

/** Whether a signed-in member is one of the platform's operators (their phone is listed, ADR 1161). */
export const isOperator = (caller: AdminCaller, phones: readonly string[]) =>
  phones.includes(caller.member.phone);

/**
 * The operator screen's one write (ADR 1161): a new business through the very service and schema
 * of `npm run business:create` (ADR 1001) — one way to create a business. Every bad field is named
 * in one 422 (a taken reference too); the new business's audit trail starts with its creation,
 * written in the same transaction, naming the operator (and the last four digits of the owner's
 * phone, never the number).
 */
export function createOperatorService(deps: {
  db: Db;
  operatorPhones: readonly string[];
  now: () => Date;
  /** The installation's `OTP_DAILY_BUDGET`: what a business without its own number gets. */
  defaultBudget: number;
}) {
  const { db, operatorPhones, now } = deps;
  const rowView = (row: OperatorBusinessDbRow) => viewOf(row, deps.defaultBudget);
  const mustOperate = (caller: AdminCaller) => {
    if (!isOperator(caller, operatorPhones))
      throw new Forbidden('Only the platform’s operators do this', 'operator_only');
  };

  /** One business's row as the list shows it, read again after a write. */
  async function rowOf(referenceId: string): Promise<OperatorBusinessRow> {
    const { rows } = await listOperatorBusinesses(db, '', now(), referenceId);
    const row = rows[0];
    if (!row) throw new NotFound('Business not found');
    return rowView(row);
  }

  /**
   * Suspends or lifts (ADR 1200): the target's state is read under its row's lock and must be the
   * one the operator saw (a second operator's same click is a 409, not a second audit row); the
   * change and its audit row — in the target's own trail, so its team reads who and why — are one
   * transaction.
   */
  async function changeSuspension(caller: AdminCaller, target: string, reason: string | null) {
    await transaction(db, async (tx) => {
      const current = await lockSuspension(tx, target);
      if (!current) throw new NotFound('Business not found');
      if (Boolean(current.suspended_at) === Boolean(reason))
        throw new Conflict(
          'changed_elsewhere',
          reason ? 'This business is suspended already' : 'This business is not suspended',
        );
      const at = reason ? now() : null;
      await setSuspension(tx, current.id, at, reason);
      await insertAudit(tx, {
        businessId: current.id,
        memberId: null,
        memberName: operatorName(caller),
        action: reason ? 'suspend' : 'lift',
        entity: 'suspension',
        entityId: current.id,
        before: suspensionView(current.suspended_at, current.suspended_reason),
        after: suspensionView(at, reason),
      });
    });
    return rowOf(target);
  }

  return {
    /** Every business, newest first, narrowed by `q` (ADR 1200). */
    async list(caller: AdminCaller, q: unknown) {
      mustOperate(caller);
      const search = typeof q === 'string' ? q.slice(0, 100) : '';
      const { rows, total } = await listOperatorBusinesses(db, search, now());
      return { businesses: rows.map(rowView), total };
    },

    async suspend(caller: AdminCaller, target: string, body: unknown) {
      mustOperate(caller);
      const { reason } = parseWrite(suspensionSchema, body);
      return changeSuspension(caller, target, reason);
    },

    async lift(caller: AdminCaller, target: string) {
      mustOperate(caller);
      return changeSuspension(caller, target, null);
    },

    /**
     * Where a business's sign-in codes may go and how many a day (ADR 1388): the installation pays
     * for every message, so only an operator widens them (no import does, ADR 1321). Read under the
     * row's lock, written with its audit row in the target's own trail in one transaction.
     */
    async setCodes(caller: AdminCaller, target: string, body: unknown) {
      mustOperate(caller);
      const input = parseWrite(codesSchema, body);
      const countries = input.countries.length ? [...new Set(input.countries)] : null;
      await transaction(db, async (tx) => {
        const current = await lockCodeSettings(tx, target);
        if (!current) throw new NotFound('Business not found');
        await setCodeSettings(tx, current.id, countries, input.daily_budget);
        await insertAudit(tx, {
          businessId: current.id,
          memberId: null,
          memberName: operatorName(caller),
          action: 'update',
          entity: 'business',
          entityId: current.id,
          before: {
            sign_in_codes: { countries: current.otp_countries, daily_budget: current.otp_daily_budget },
          },
          after: { sign_in_codes: { countries, daily_budget: input.daily_budget } },
        });
      });
      return rowOf(target);
    },

    async createBusiness(caller: AdminCaller, body: unknown): Promise<OperatorBusinessResponse['business']> {
      mustOperate(caller);
      const input = parseWrite(newBusinessSchema, body);
      try {
        return await transaction(db, async (tx) => {
          const created = await createBusiness(tx, input);
          await insertAudit(tx, {
            businessId: created.businessId,
            memberId: null,
            memberName: operatorName(caller),
            action: 'create',
            entity: 'business',
            entityId: created.businessId,
            before: null,
            after: {
              reference_id: created.referenceId,
              name: input.name,
              locales: input.locales,
              currency: input.currency,
              country_code: input.country_code,
              time_zone: input.time_zone,
              owner_phone_last4: created.ownerPhone.slice(-4),
            },
          });
          return {
            reference_id: created.referenceId,
            admin_path: `/${created.referenceId}/admin`,
            owner_phone: masked(created.ownerPhone),
          };
        });
      } catch (error) {
        if (error instanceof BusinessExists)
          throw invalidFields({ reference_id: 'Another business has this reference' });
        throw error;
      }
    },
  };
}
/** A suspension needs its reason: the business's team reads it (ADR 1200). */
const suspensionSchema = z.object({
  reason: z
    .string({ message: 'Say why this business is suspended' })
    .trim()
    .min(3, 'Say why this business is suspended')
    .max(500, 'At most 500 characters'),
});

/**
 * Countries as ISO 3166 codes (at most 30: a business sells where it is); a daily number between
 * 1 and 100,000, or null for the installation's own (ADR 1388).
 */
const codesSchema = z.object({
  countries: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'Two-letter country codes, such as KW'),
      {
        message: 'Two-letter country codes, such as KW',
      },
    )
    .max(30, 'At most 30 countries'),
  daily_budget: z
    .number({ message: 'A whole number from 1 to 100,000' })
    .int('A whole number from 1 to 100,000')
    .min(1, 'A whole number from 1 to 100,000')
    .max(100_000, 'A whole number from 1 to 100,000')
    .nullable(),
});

/** Who wrote an operator's audit row: named, never by phone (its last four digits at most). */
const operatorName = (caller: AdminCaller) =>
  `Operator ${caller.member.name || caller.member.phone.slice(-4)}`;

const iso = (value: Date | string) => new Date(value).toISOString();

const suspensionView = (at: Date | string | null, reason: string | null) =>
  at ? { suspended_at: iso(at), reason } : { suspended_at: null };

const masked = (phone: string) => {
  const parsed = parsePhone(phone);
  return maskPhone(phone, parsed.ok ? parsed.dialCode : '');
};

function viewOf(row: OperatorBusinessDbRow, defaultBudget: number): OperatorBusinessRow {
  return {
    reference_id: row.reference_id,
    name: row.name,
    locales: row.locales,
    created_at: iso(row.created_at),
    suspended: row.suspended_at ? { at: iso(row.suspended_at), reason: row.suspended_reason ?? '' } : null,
    owners: row.owners.map((o) => ({ name: o.name, phone: masked(o.phone) })),
    orders_24h: row.orders_24h,
    last_order_at: row.last_order_at ? iso(row.last_order_at) : null,
    codes: {
      country_code: row.country_code,
      countries: row.otp_countries,
      daily_budget: row.otp_daily_budget,
      budget: row.otp_daily_budget ?? defaultBudget,
      sent_24h: row.codes_24h,
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
