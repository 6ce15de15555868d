import { type StoreSettings, storeImageWriteSchema, storeSettingsWriteSchema } from '@sufra/contract';
import { LANGUAGES } from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { asObject } from '../../platform/stored-values.ts';
import type { AdminCaller } from '../admin/admin-auth.ts';
import { checkLocalized, type FieldProblems, invalidFields, parseWrite } from '../admin/admin-validation.ts';
import { auditedWrite, changedElsewhere } from '../admin/audited-write.ts';
import { storePicture } from '../admin-menu/item-images.ts';
import type { MediaStore } from '../admin-menu/media-store.ts';
import { DEFAULT_THEME } from '../catalog/business-settings.ts';
import {
  mergeBusinessSettings,
  readBranchSetup,
  readBusinessSetup,
  setBranchSellingTypes,
} from './setup-repository.ts';
import { hexColour, viewVersion } from './setup-values.ts';

const colour = (stored: unknown, fallback: string) => hexColour(stored) ?? hexColour(fallback) ?? '#000000';
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
const oneOf = <T extends string>(v: unknown, allowed: readonly T[], d: T): T =>
  allowed.includes(v as T) ? (v as T) : d;

/** A label stored per language, or as one string of the menu's language (older settings). */
const labels = (stored: unknown, first: string): Record<string, string> => {
  if (typeof stored === 'string') return stored.trim() ? { [first]: stored.trim() } : {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(asObject(stored))) if (typeof v === 'string' && v.trim()) out[k] = v;
  return out;
};

/** A button's word: short enough for the storefront's type switch on a 375 px phone (ADR 1490). */
const LABEL_MAX = 30;

/** Logo: its own shape; cover: a wide 16:9 band (ADR 1120). */
const PICTURE_SHAPE = { logo: null, cover: 9 / 16 } as const;

/**
 * The storefront's looks, languages and selling types as the back office edits them (ADR 1120):
 * the same stored values the storefront reads (`business-settings.ts`, docs/settings.md), with the
 * same defaults, so the screen shows what diners see.
 */
export function createStoreSettingsService(deps: { db: Db; media: MediaStore }) {
  const { db } = deps;

  async function view(tx: Db, businessId: number, lock = false): Promise<StoreSettings> {
    const business = await readBusinessSetup(tx, businessId, lock);
    const branches = await readBranchSetup(tx, businessId);
    const st = asObject(business.settings);
    const first = business.locales[0] ?? 'en';
    const shown = {
      theme_color: colour(st.theme_color, DEFAULT_THEME.theme_color),
      theme_accent_color: colour(st.theme_accent_color, DEFAULT_THEME.theme_accent_color),
      theme_background_color: colour(st.theme_background_color, DEFAULT_THEME.theme_background_color),
      dark_mode: oneOf(st.dark_mode, ['auto', 'on', 'off'] as const, 'auto'),
      menu_layout: oneOf(st.menu_layout, ['list', 'grid'] as const, 'list'),
      navigation_style: typeof st.navigation_style === 'string' ? st.navigation_style : 'curved',
      locales: business.locales.length ? business.locales : ['en'],
      logo: business.logo,
      cover: business.cover,
      branches: branches.map((b) => {
        const types = asObject(asObject(b.settings).selling_types);
        return {
          id: b.id,
          name: b.name,
          delivery: bool(types.delivery, true),
          pickup: bool(types.pickup, true),
          dinein: bool(types.dinein, true),
        };
      }),
      // The dine-in kind and its words, and the kitchen's (ADR 1487), as the storefront reads them.
      dine_in_label: oneOf(st.dine_in_label, ['dinein', 'product_service'] as const, 'dinein'),
      dinein_btn_label: labels(st.dinein_btn_label, first),
      kitchen_label: labels(st.kitchen_label, first),
    };
    return { ...shown, version: viewVersion(shown) };
  }

  return {
    async read(caller: AdminCaller): Promise<StoreSettings> {
      return view(db, caller.member.businessId);
    },

    async save(caller: AdminCaller, body: unknown): Promise<StoreSettings> {
      const input = parseWrite(storeSettingsWriteSchema, body);
      const businessId = caller.member.businessId;
      await auditedWrite(db, caller, { action: 'update', entity: 'settings' }, async (tx) => {
        const before = await view(tx, businessId, true);
        if (input.version && input.version !== before.version) throw changedElsewhere();
        const problems: FieldProblems = {};
        const locales = [...new Set(input.locales)];
        input.locales.forEach((l, i) => {
          if (!(LANGUAGES as readonly string[]).includes(l))
            problems[`locales.${i}`] = 'Not a language we offer';
        });
        // The menu is written in the first language; it stays first (names fall back to it).
        if (locales[0] !== before.locales[0])
          problems.locales = `The menu's own language (${before.locales[0]}) stays first`;
        const known = new Map(before.branches.map((b) => [b.id, b]));
        input.branches.forEach((b, i) => {
          if (!known.has(b.id)) problems[`branches.${i}.id`] = 'Choose one of your branches';
          else if (!b.delivery && !b.pickup && !b.dinein)
            problems[`branches.${i}`] = 'A branch sells in at least one way';
        });
        // Words in the business's languages only; blank ones leave that language to the translation.
        // The button's words also fit the storefront's type switch (ADR 1490).
        const button =
          input.dinein_btn_label && dineinLabels(input.dinein_btn_label, before.locales, locales, problems);
        const kitchen =
          input.kitchen_label &&
          checkLocalized('kitchen_label', input.kitchen_label, locales, false, problems);
        if (Object.keys(problems).length) throw invalidFields(problems);
        await mergeBusinessSettings(tx, businessId, {
          locales,
          settings: {
            ...(input.dine_in_label ? { dine_in_label: input.dine_in_label } : {}),
            ...(button ? { dinein_btn_label: button } : {}),
            ...(kitchen ? { kitchen_label: kitchen } : {}),
            theme_color: input.theme_color,
            theme_accent_color: input.theme_accent_color,
            theme_background_color: input.theme_background_color,
            dark_mode: input.dark_mode,
            menu_layout: input.menu_layout,
            navigation_style: input.navigation_style,
          },
        });
        for (const b of input.branches) {
          const was = known.get(b.id);
          if (was && (was.delivery !== b.delivery || was.pickup !== b.pickup || was.dinein !== b.dinein))
            await setBranchSellingTypes(tx, b.id, {
              delivery: b.delivery,
              pickup: b.pickup,
              dinein: b.dinein,
            });
        }
        return { entityId: businessId, before, after: (t) => view(t, businessId) };
      });
      return view(db, businessId);
    },

    /** A new logo or cover (resized once, ADR 1003), or none. */
    async setPicture(caller: AdminCaller, body: unknown): Promise<StoreSettings> {
      const input = parseWrite(storeImageWriteSchema, body);
      const businessId = caller.member.businessId;
      const url = input.data
        ? await storePicture(
            deps.media,
            businessId,
            Buffer.from(input.data, 'base64'),
            PICTURE_SHAPE[input.kind],
          )
        : null;
      await auditedWrite(db, caller, { action: input.kind, entity: 'settings' }, async (tx) => {
        const before = await readBusinessSetup(tx, businessId, true);
        await mergeBusinessSettings(tx, businessId, { [input.kind]: url });
        return {
          entityId: businessId,
          before: { [input.kind]: before[input.kind] },
          after: async () => ({ [input.kind]: url }),
        };
      });
      return view(db, businessId);
    },
  };
}
/**
 * The dine-in labels to store (ADR 1490): a label per language the business offers after this
 * save (a language ticked off in the same save loses its label, as the form shows it no more);
 * a language it never offered, or a label too long for the button, is named. Blank: the
 * translation.
 */
function dineinLabels(
  input: Record<string, string>,
  was: readonly string[],
  now: readonly string[],
  problems: FieldProblems,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, typed] of Object.entries(input)) {
    const text = typed.trim();
    if (!was.includes(locale) && !now.includes(locale))
      problems[`dinein_btn_label.${locale}`] = 'This business does not use this language';
    else if (text.length > LABEL_MAX)
      problems[`dinein_btn_label.${locale}`] = `At most ${LABEL_MAX} characters: it is a button`;
    else if (text && now.includes(locale)) out[locale] = text;
  }
  return out;
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
