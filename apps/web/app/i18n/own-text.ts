import { intlLocale, primaryLanguage } from '@sufra/domain';

/**
 * A business's own label in the interface's language (ADR 1460): its text in that language (or
 * its base language), else undefined — and the caller shows its translation, never the label of
 * another language in its place ("Dine in" on a French page).
 */
export function ownLabel(
  labels: Readonly<Record<string, string>> | undefined,
  language: string,
): string | undefined {
  if (!labels) return undefined;
  const filled = (v: string | undefined) => (v?.trim() ? v : undefined);
  return filled(labels[language]) ?? filled(labels[primaryLanguage(language)]);
}

/** ISO 15924 codes that stand for several Unicode scripts (Japanese, Korean, Chinese writing). */
const MIXED: Readonly<Record<string, string>> = {
  Jpan: 'Hani}\\p{sc=Hira}\\p{sc=Kana',
  Kore: 'Hang}\\p{sc=Hani',
  Hans: 'Hani',
  Hant: 'Hani',
};
const LETTER = /\p{L}/u;

/**
 * The letters a language writes in, from its likely script (`Intl.Locale#maximize`, CLDR's
 * likely subtags: `ckb` → Arab, `ja` → Jpan) rather than a table of our own.
 */
const scriptOf = (language: string): RegExp => {
  const script = new Intl.Locale(intlLocale(language)).maximize().script ?? 'Latn';
  return new RegExp(`[\\p{sc=${MIXED[script] ?? script}}]`, 'u');
};

/**
 * The language a business text is really in, when it is not `content` (ADR 1460): a business
 * writing Arabic with an option, tag or dish written only in English gets that English as its
 * fallback (the server's pickText), and it must say `lang="en"` to be read in an English voice.
 * Told by its letters: a text with none of the content language's script but those of another of
 * the business's languages is in that one. Same-script fallbacks (French for English) cannot be
 * told apart this way and keep the content language.
 */
export function fallbackLanguageOf(
  text: string,
  content: string,
  businessLanguages: readonly string[],
): string | null {
  if (!LETTER.test(text) || scriptOf(content).test(text)) return null;
  return (
    businessLanguages.find(
      (l) => primaryLanguage(l) !== primaryLanguage(content) && scriptOf(l).test(text),
    ) ?? null
  );
}
