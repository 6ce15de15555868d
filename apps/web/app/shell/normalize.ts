// Text folding for search and pickers, alone in the shell: every page's area search needs it, while
// the menu search around it (features/menu/search.ts) loads with the menu (ADR 1301: the search
// had joined every page's first view).
/** Lower case, no Arabic diacritics or tatweel, alef/yaa/taa-marbuta forms folded: "إسبريسو" finds "اسبريسو". */
export function normalize(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}
