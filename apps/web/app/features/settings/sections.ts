import type { BusinessSettings } from '@sufra/contract';

/** The settings page's sections (a side menu, ADR 784), in menu order. */
export const SECTIONS = ['language', 'appearance', 'account', 'about', 'newsletter'] as const;
export type Section = (typeof SECTIONS)[number];

/** Newsletter only when the business has one (the `newsletter` setting, ADR 783). */
export const sectionsFor = (restaurant: Pick<BusinessSettings, 'newsletter'>): Section[] =>
  SECTIONS.filter((s) => s !== 'newsletter' || restaurant.newsletter);
