import type { ItemCard } from './menu-types.ts';

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

/**
 * Instant search over the menu's cards: every word must appear in the name or description; name
 * hits first. Every match is returned (the count shown is the real one); the results list is
 * windowed, so hundreds of them cost what a few dozen do.
 */
export function searchCards(cards: readonly ItemCard[], query: string): ItemCard[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const scored: Array<{ card: ItemCard; score: number }> = [];
  for (const card of cards) {
    const name = normalize(card.name);
    const text = `${name} ${normalize(card.description)}`;
    if (!words.every((w) => text.includes(w))) continue;
    const score = words.reduce((s, w) => s + (name.startsWith(w) ? 3 : name.includes(w) ? 2 : 0), 0);
    scored.push({ card, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.card);
}
