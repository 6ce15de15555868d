const names = new Map<string, string>();

/** A language's name in itself ("العربية", "English"), remembered per language. */
export function nativeName(code: string): string {
  let name = names.get(code);
  if (name === undefined) {
    try {
      const raw = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
      name = raw.charAt(0).toLocaleUpperCase(code) + raw.slice(1);
    } catch {
      name = code;
    }
    names.set(code, name);
  }
  return name;
}

/**
 * The business's languages named in themselves. The server names them and the page carries the
 * names: building `Intl.DisplayNames` for a language loads its ICU data, 16–118 ms in a phone's
 * hydration (ADR 304), and the switcher needs only these few words.
 */
export const languageNamesOf = (codes: readonly string[]): Record<string, string> =>
  Object.fromEntries(codes.map((code) => [code, nativeName(code)]));
