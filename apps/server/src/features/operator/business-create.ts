import { referenceIdSchema } from '@sufra/contract';
import { isBusinessCountry, LANGUAGES, parsePhone } from '@sufra/domain';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { transaction } from '../../platform/db/client-transaction.ts';
import * as s from '../../platform/db/schema/index.ts';
import { upsertMember } from '../admin/admin-repository.ts';

const allDay = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((d) => [
    d,
    { closed: false, shifts: [{ time_from: '24', time_to: '24' }] },
  ]),
);

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The document `npm run business:create -- business.json` reads (ADR 1001). */
export const newBusinessSchema = z
  .object({
    reference_id: referenceIdSchema,
    name: z.record(z.string(), z.string().trim().min(1).max(120)),
    locales: z
      .array(z.enum(LANGUAGES as unknown as [string, ...string[]]))
      .min(1)
      .default(['en']),
    // Chosen from lists on the operator's screen (ADR 1390); the command's file is held to the same.
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .refine((c) => CURRENCIES.has(c), 'Not a currency')
      .default('KWD'),
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .refine(isBusinessCountry, 'Not a country')
      .default('KW'),
    time_zone: z.string().min(1).refine(isTimeZone, 'Not an IANA time zone').default('Asia/Kuwait'),
    owner: z.object({ phone: z.string().min(4).max(32), name: z.string().trim().max(120).default('') }),
  })
  // Every bad field in one answer (ADR 1390): these two need other fields and run even when some
  // other field is wrong, so they read the raw values warily (`locales` may be a string here).
  .superRefine((b, ctx) => {
    const locales = Array.isArray(b.locales) ? b.locales : [];
    const first = locales[0] ?? 'en';
    const name = b.name && typeof b.name === 'object' ? (b.name as Record<string, unknown>) : {};
    if (!name[first])
      ctx.addIssue({ code: 'custom', path: ['name', first], message: 'Required in the first locale' });
    const country =
      typeof b.country_code === 'string' && isBusinessCountry(b.country_code) ? b.country_code : 'KW';
    const owner = b.owner && typeof b.owner === 'object' ? b.owner : null;
    const phone = typeof owner?.phone === 'string' ? parsePhone(owner.phone, country) : null;
    if (owner && !(phone?.ok && phone.valid))
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
        // A new business is a draft until its owner publishes it (ADR 1373).
        publishedAt: null,
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
