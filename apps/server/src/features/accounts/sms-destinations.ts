/**
 * Where one-time codes may go (ADR 1320, ADR 1321). SMS pumping sends codes to numbers
 * whose carriers pay the sender's bill back to the attacker: satellite and international
 * "networks" (+881 Iridium/Globalstar, +882/+883 international networks, +870 Inmarsat, +979
 * premium international) and the UK's 09 premium rate. These are never sent to; any other number
 * goes only to the business's allowed countries (its own country unless it lists others).
 */
const PREMIUM_PREFIXES = ['+881', '+882', '+883', '+870', '+979', '+449'];

export const isPremiumRange = (e164: string): boolean => PREMIUM_PREFIXES.some((p) => e164.startsWith(p));

export function allowedDestination(
  phone: { e164: string; country: string | null },
  business: { country_code: string; otp_countries: string[] | null },
): boolean {
  if (isPremiumRange(phone.e164)) return false;
  const allowed = (business.otp_countries?.length ? business.otp_countries : [business.country_code]).map(
    (c) => c.toUpperCase(),
  );
  return phone.country !== null && allowed.includes(phone.country.toUpperCase());
}

/** Codes one business may have sent in a day (`OTP_DAILY_BUDGET`): a pumping run stops there. */
export const DEFAULT_OTP_DAILY_BUDGET = 500;
