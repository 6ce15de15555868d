import { referenceIdSchema } from '@sufra/contract';
import { LANGUAGES, parsePhone } from '@sufra/domain';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';
import { upsertMember } from './admin-repository.ts';

const allDay = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((d) => [
    d,
    { closed: false, shifts: [{ time_from: '24', time_to: '24' }] },
  ]),
);

/** The document `npm run business:create -- business.json` reads (ADR 1001). */
export const newBusinessSchema = z
  .object({
    reference_id: referenceIdSchema,
    name: z.record(z.string(), z.string().trim().min(1).max(120)),
    locales: z
      .array(z.enum(LANGUAGES as unknown as [string, ...string[]]))
      .min(1)
      .default(['en']),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('KWD'),
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default('KW'),
    time_zone: z.string().min(1).default('Asia/Kuwait'),
    owner: z.object({ phone: z.string().min(4).max(32), name: z.string().trim().max(120).default('') }),
  })
  .superRefine((b, ctx) => {
    const first = b.locales[0] ?? 'en';
    if (!b.name[first])
      ctx.addIssue({ code: 'custom', path: ['name', first], message: 'Required in the first locale' });
    try {
      new Intl.DateTimeFormat('en', { timeZone: b.time_zone });
    } catch {
      ctx.addIssue({ code: 'custom', path: ['time_zone'], message: 'Not an IANA time zone' });
    }
    const phone = parsePhone(b.owner.phone, b.country_code);
    if (!phone.ok || !phone.valid)
      ctx.addIssue({ code: 'custom', path: ['owner', 'phone'], message: 'Not a valid phone number' });
  });
export type NewBusiness = z.input<typeof newBusinessSchema>;

export class BusinessExists extends Error {}

/**
 * Creates a business with its defaults — one main branch open all day, no menu yet — and its
 * first owner, who signs in to /{ref}/admin with a code to that phone. One transaction.
 */
export async function createBusiness(db: Db, input: NewBusiness) {
  const b = newBusinessSchema.parse(input);
  const phone = parsePhone(b.owner.phone, b.country_code);
  if (!phone.ok || !phone.valid) throw new Error('owner phone is not valid');
  return transaction(db, async (tx) => {
    const [business] = await tx
      .insert(s.businesses)
      .values({
        referenceId: b.reference_id,
        userId: 0,
        name: b.name,
        currency: b.currency,
        countryCode: b.country_code,
        timeZone: b.time_zone,
        locales: b.locales,
      })
      .onConflictDoNothing()
      .returning({ id: s.businesses.id });
    if (!business) throw new BusinessExists(`A business '${b.reference_id}' exists already`);
    await tx.insert(s.branches).values({
      businessId: business.id,
      referenceId: 'main',
      name: b.name,
      isMain: true,
      availability: allDay,
    });
    const owner = await upsertMember(tx, {
      businessId: business.id,
      phone: phone.e164,
      name: b.owner.name,
      role: 'owner',
    });
    return {
      businessId: business.id,
      referenceId: b.reference_id,
      ownerId: owner.id,
      ownerPhone: phone.e164,
    };
  });
}
