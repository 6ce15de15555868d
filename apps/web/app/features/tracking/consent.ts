// The diner's choice about marketing pixels (ADR 842): one cookie per business, readable by the
// page (to decide) and sent to the API (the server's conversions respect it too).

export type Consent = 'granted' | 'denied' | null;

/** The cookie of a business's choice (the server reads the same name). */
export const consentCookieName = (ref: string) => `sufra_consent_${ref.replace(/[^A-Za-z0-9_-]/g, '_')}`;

export function readConsent(cookieHeader: string, ref: string): Consent {
  const name = consentCookieName(ref);
  for (const part of cookieHeader.split(';')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === name) return v === 'granted' || v === 'denied' ? v : null;
  }
  return null;
}

/** A year, the whole site (the API must receive it), never readable by other sites. */
export const consentCookie = (ref: string, choice: 'granted' | 'denied') =>
  `${consentCookieName(ref)}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax`;

/**
 * Whether pixels may load: the business has some, and either does not ask (its choice,
 * `tracking_consent` off) or the diner agreed. No answer yet is no.
 */
export const mayLoadPixels = (pixelCount: number, askConsent: boolean, consent: Consent): boolean =>
  pixelCount > 0 && (!askConsent || consent === 'granted');

/** Whether to show the prompt: pixels to load, the business asks, and no answer yet. */
export const shouldAsk = (pixelCount: number, askConsent: boolean, consent: Consent): boolean =>
  pixelCount > 0 && askConsent && consent === null;
