import { createHash } from 'node:crypto';

// What the conversion APIs match a diner on, normalised and hashed as each platform asks
// (ADR 840): SHA-256, lowercase hex, of the normalised value. Clear values never leave the server.

export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** Trimmed and lowercased (Meta, TikTok and Snap all ask for this before hashing). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * E.164 (`+96550123456`) from the stored dial code and national number: digits only, the
 * national number's leading zeros dropped (trunk prefix), null when nothing plausible is left.
 */
export function phoneE164(dialCode: string, phone: string): string | null {
  const cc = dialCode.replace(/\D/g, '').replace(/^0+/, '');
  const national = phone.replace(/\D/g, '').replace(/^0+/, '');
  if (!national) return null;
  // A number stored with its country code already (+965…) is kept as it is.
  const digits = cc && !national.startsWith(cc) ? `${cc}${national}` : national;
  return digits.length >= 7 && digits.length <= 15 ? `+${digits}` : null;
}

/** The diner as the platforms see it: hashes and the request facts they match on. */
export type MatchData = {
  /** Normalised E.164 phone, hashed per platform (see `phoneHash`). */
  phone: string | null;
  email: string | null;
  /** Our own id of the diner (account id or order id), hashed. */
  externalId: string | null;
  clientIp: string | null;
  userAgent: string | null;
};

/**
 * The phone hash each platform wants: Meta and Snap hash the digits with the country code and no
 * `+`; TikTok hashes the E.164 form with its `+`.
 */
export function phoneHash(e164: string | null, style: 'digits' | 'e164'): string | null {
  if (!e164) return null;
  return sha256Hex(style === 'digits' ? e164.slice(1) : e164);
}

export const emailHash = (email: string | null): string | null =>
  email ? sha256Hex(normalizeEmail(email)) : null;
