import { createIsbotFromList, list } from 'isbot';

/**
 * Search engines and link previews: they get the whole page at once (every menu section, the
 * stream when complete). Lighthouse and PageSpeed Insights are not among them: they audit what
 * a person's browser gets, so they get the windowed first view people get (ADR 304).
 */
export const isCrawler: (userAgent: string) => boolean = createIsbotFromList(
  list.filter((pattern) => pattern !== 'chrome-lighthouse'),
);
