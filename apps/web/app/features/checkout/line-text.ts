import type { CalcOrderResponse } from '@sufra/contract';
import type { CartItem, Localized } from '@sufra/domain';

/** A cart line as the server reads it now, in the page's content language (calc-order's `lines`). */
export type FreshLine = CalcOrderResponse['lines'][number];

/**
 * A text stored with the line, in the language asked for, else the one it was added in; `lang`
 * says which when it is another (ADR 1460), so a screen reader reads it in that language.
 */
export function storedText(
  l: Localized | null | undefined,
  language: string,
): { text: string; lang?: string } {
  if (!l) return { text: '' };
  const own = l[language];
  if (own !== undefined) return { text: own };
  const [lang, text] = Object.entries(l)[0] ?? [];
  return text === undefined ? { text: '' } : { text, lang };
}

/** Back-compat: the stored text alone. */
export const localize = (l: Localized | null | undefined, language: string) => storedText(l, language).text;

export type LineText = {
  name: string;
  label: string;
  options: string[];
  /** Set when the texts are the ones stored at add time, in another language than `language`. */
  lang?: string;
};

/**
 * What a cart line says (ADR 1460): the server's current names for it (calc-order reads the menu
 * in the page's content language), so a dish added on the English page reads in Arabic once the
 * diner switches; the names stored at add time until that answer comes, marked with their language.
 * `fresh` is the answer's line at the same position, used only when it is the same dish and label.
 */
export function lineText(line: CartItem, fresh: FreshLine | undefined, language: string): LineText {
  if (fresh && fresh.item_id === line.id && fresh.price_label_id === line.price_label.id) {
    const byId = new Map(fresh.modifiers.map((m) => [m.id, m.name]));
    return {
      name: fresh.name,
      label: fresh.label,
      options: line.modifiers.map((m) => byId.get(m.id) ?? localize(m.locales, language)),
    };
  }
  const name = storedText(line.name, language);
  return {
    name: name.text,
    label: localize(line.price_label.label, language),
    options: line.modifiers.map((m) => localize(m.locales, language)),
    ...(name.lang ? { lang: name.lang } : {}),
  };
}

/** calc-order's lines by their position in the request (the cart's order). */
export function freshLines(data: Pick<CalcOrderResponse, 'lines'> | null | undefined): FreshLine[] {
  const out: FreshLine[] = [];
  for (const l of data?.lines ?? []) out[l.index] = l;
  return out;
}
