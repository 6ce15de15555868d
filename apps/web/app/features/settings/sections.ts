import type { BusinessSettings } from '@sufra/contract';

/** The settings page's sections (SPEC §2 "settings with side menu"), in menu order. */
export const SECTIONS = ['language', 'appearance', 'account', 'about', 'newsletter'] as const;
export type Section = (typeof SECTIONS)[number];

/** Newsletter only when the business has one (SPEC §3 `newsletter`). */
export const sectionsFor = (restaurant: Pick<BusinessSettings, 'newsletter'>): Section[] =>
  SECTIONS.filter((s) => s !== 'newsletter' || restaurant.newsletter);
