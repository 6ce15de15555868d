import type { OperatorBusinessResponse } from '@sufra/contract/operator';
import { parsePhone } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { Forbidden } from '../../platform/failures.ts';
import { maskPhone } from '../accounts/message-channel.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { insertAudit } from '../admin/admin-repository.ts';
import { invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { BusinessExists, createBusiness, newBusinessSchema } from '../admin/business-create.ts';

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
export function createOperatorService(deps: { db: Db; operatorPhones: readonly string[] }) {
  const { db, operatorPhones } = deps;
  return {
    async createBusiness(caller: AdminCaller, body: unknown): Promise<OperatorBusinessResponse['business']> {
      if (!isOperator(caller, operatorPhones))
        throw new Forbidden('Only the platform’s operators create businesses', 'operator_only');
      const input = parseWrite(newBusinessSchema, body);
      try {
        return await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const created = await createBusiness(tx, input);
          await insertAudit(tx, {
            businessId: created.businessId,
            memberId: null,
            memberName: `Operator ${caller.member.name || caller.member.phone.slice(-4)}`,
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
          const parsed = parsePhone(created.ownerPhone);
          return {
            reference_id: created.referenceId,
            admin_path: `/${created.referenceId}/admin`,
            owner_phone: maskPhone(created.ownerPhone, parsed.ok ? parsed.dialCode : ''),
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
export type OperatorService = ReturnType<typeof createOperatorService>;
