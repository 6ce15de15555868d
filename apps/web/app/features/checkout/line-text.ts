import type { CalcOrderResponse } from '@sufra/contract';
import type { CartItem, Localized } from '@sufra/domain';

/** A cart line as the server reads it now, in the page's content language (calc-order's `lines`). */
export type FreshLine = CalcOrderResponse['lines'][number];

/**
 * A text stored with the line, in the language asked for, else in the first one it was stored
 * in, and then which (ADR 1460), so a screen reader reads it in that language.
 */
const stored = (l: Localized | null | undefined, language: string): [string, string?] => {
  const own = l?.[language];
  if (own !== undefined) return [own];
  const [lang, text = ''] = Object.entries(l ?? {})[0] ?? [];
  return [text, lang];
};

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
  const same = fresh && fresh.item_id === line.id && fresh.price_label_id === line.price_label.id;
  const names = new Map(same ? fresh.modifiers.map((m) => [m.id, m.name]) : []);
  const [name, lang] = same ? [fresh.name] : stored(line.name, language);
  return {
    name,
    label: same ? fresh.label : stored(line.price_label.label, language)[0],
    options: line.modifiers.map((m) => names.get(m.id) ?? stored(m.locales, language)[0]),
    ...(lang ? { lang } : {}),
  };
}

/** calc-order's lines by their position in the request (the cart's order). */
export function freshLines(data: Pick<CalcOrderResponse, 'lines'> | null | undefined): FreshLine[] {
  const out: FreshLine[] = [];
  for (const l of data?.lines ?? []) out[l.index] = l;
  return out;
}
