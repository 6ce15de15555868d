import { primaryLanguage } from '@sufra/domain';

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

/** The letters each interface language writes in; a language not here writes in Latin letters. */
const SCRIPTS: Readonly<Record<string, RegExp>> = {
  ar: /\p{Script=Arabic}/u,
  fa: /\p{Script=Arabic}/u,
  ur: /\p{Script=Arabic}/u,
  ku: /\p{Script=Arabic}/u,
  bg: /\p{Script=Cyrillic}/u,
  ru: /\p{Script=Cyrillic}/u,
  mn: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
  hy: /\p{Script=Armenian}/u,
  ka: /\p{Script=Georgian}/u,
  hi: /\p{Script=Devanagari}/u,
  bn: /\p{Script=Bengali}/u,
  th: /\p{Script=Thai}/u,
  km: /\p{Script=Khmer}/u,
  lo: /\p{Script=Lao}/u,
  ko: /\p{Script=Hangul}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  zh: /\p{Script=Han}/u,
};
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

const scriptOf = (language: string): RegExp => SCRIPTS[primaryLanguage(language)] ?? LATIN;

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
