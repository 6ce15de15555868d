/**
 * The search haystack of an item: every locale's text, lower-cased, with Latin accents and
 * Arabic tashkeel/tatweel removed and alef/yaa/taa-marbuta variants folded, so a query typed
 * without them still matches. The same function normalizes the query.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchTextOf(...texts: Record<string, string>[]): string {
  return normalizeForSearch(texts.flatMap((t) => Object.values(t)).join(' '));
}
