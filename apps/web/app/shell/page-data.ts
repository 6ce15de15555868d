import type {
  RatingSummary,
  RestaurantResponse,
  SellingTypePath,
  ShippingFormBody,
  TableBody,
} from '@sufra/contract';
import type { SellingTypeDiscounts, TableLinkProblemCode } from '@sufra/domain';
import type { Appearance } from './appearance.ts';
import type { OpeningState } from './opening.ts';
import type { TrackingSetup } from './pixel-setup.ts';

// What the two storefront layouts hand every page beneath them (ADR 1300). The shell declares
// it and the layout routes' loaders are checked against it (`satisfies`), rather than the shell's
// hooks reading the routes' `typeof loader`: that made every feature that reads the business
// depend on the route files, which import every feature.

/** The business layout's data (routes/business-layout.tsx): the business and the page frame. */
export type BusinessData = {
  restaurant: RestaurantResponse['restaurant'];
  /** The interface's language; `contentLanguage` the business texts' (ADR 620). */
  language: string;
  contentLanguage: string;
  /** The business's texts in another of its languages than `contentLanguage`, and theirs (ADR 1492). */
  fallbackLangs: Record<string, string>;
  languageNames: Record<string, string>;
  /** The interface catalog as text (i18n/catalog-text). */
  catalog: string;
  types: SellingTypePath[];
  /**
   * The visit's selling type (ADR 1345): the page's own, else the one the visit ordered in (its
   * cookie), so the Menu tab goes back to the table's menu; null when neither is enabled.
   */
  visitType: string | null;
  opening: OpeningState;
  config: { imageTemplate: string };
  /** The business's browser pixels and their hosts (ADR 842); null without any. */
  tracking: TrackingSetup | null;
  appearance: Appearance | null;
  rating: Pick<RatingSummary, 'average' | 'count'> | null;
  /** Absolute URLs for canonical links, cards and JSON-LD; the version names the card image. */
  seo: { origin: string; version: number };
  /** A draft business seen by its signed-in team: a preview with a banner (ADR 1373). */
  preview: boolean;
  /**
   * The page's palette class and the business's colours as CSS variables on <html> (ui/theme.ts),
   * worked out by the loader so the colour arithmetic never ships to the browser (ADR 1441).
   */
  theme: { className: string; style: Record<string, string> };
};

export type AreaChoice = { id: number; name: string; parent: string };
export type ZoneChoice = {
  id: number;
  name: string;
  fee: number;
  minOrder: number;
  time: number;
  unit: 'minute' | 'hour' | 'day';
  areas: AreaChoice[];
};

export type CountryChoice = {
  iso: string;
  name: string;
  icon: string | null;
  perKg: number;
  fixed: number;
  minOrder: number;
  branchId: number;
};

/** International shipping as the checkout offers it: the countries and the address form. */
export type ShippingOffer = { countries: CountryChoice[]; form: ShippingFormBody };

/**
 * What a table QR link's `?table=` says (ADR 751), resolved on the server before the page
 * renders, so a phone without its scripts yet shows it too: the table it names (the value is
 * its token, kept with the cart), or why it was refused (a plain label while the business
 * verifies tables; a rotated or unknown token).
 */
export type TableLink =
  | { ok: true; ref: string; table: Pick<TableBody, 'name' | 'floor'> }
  | { ok: false; label: string; problem: TableLinkProblemCode };

/** The selling-type layout's data (routes/selling-type-layout.tsx): type, areas, cart switch, discounts. */
export type StorefrontData = {
  type: SellingTypePath;
  areas: ZoneChoice[];
  shipping: ShippingOffer | null;
  cartEnabled: boolean;
  discounts: SellingTypeDiscounts | null;
  /** Category → top-level category, so the cart bar can apply category discounts to any line. */
  grandOf: Record<number, number>;
  tableLink: TableLink | null;
  /** The table came from this visit's earlier link (ADR 1345), not this page's: no toast again. */
  tableRemembered: boolean;
};
