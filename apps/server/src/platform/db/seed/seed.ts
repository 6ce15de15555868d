import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { transaction } from '../client-transaction.ts';
import * as s from '../schema/index.ts';
import { insertBookings } from './seed-bookings.ts';
import { insertSurvey } from './seed-feedback.ts';
import type { DemoSeed, SeedCategory, SeedItem } from './seed-types.ts';

type Keys = Map<string, number>;

function need(keys: Keys, key: string, what: string): number {
  const id = keys.get(key);
  if (id === undefined) throw new Error(`Seed refers to unknown ${what} '${key}'`);
  return id;
}

/** Loads a seed into the database in one transaction, replacing the business if it exists. */
export async function seedBusiness(db: Db, seed: DemoSeed, now = new Date()): Promise<number> {
  return transaction(db, async (tx) => {
    await tx.delete(s.businesses).where(eq(s.businesses.referenceId, seed.referenceId));
    const [business] = await tx
      .insert(s.businesses)
      .values({
        referenceId: seed.referenceId,
        userId: seed.userId,
        name: seed.name,
        businessType: seed.businessType,
        currency: seed.currency,
        countryCode: seed.countryCode,
        timeZone: seed.timeZone,
        locales: seed.locales,
        logo: seed.logo,
        cover: seed.cover,
        settings: {},
      })
      .returning({ id: s.businesses.id });
    if (!business) throw new Error('Business insert returned nothing');
    const businessId = business.id;

    const branchKeys: Keys = new Map();
    for (const [sort, b] of seed.branches.entries()) {
      const [row] = await tx
        .insert(s.branches)
        .values({
          businessId,
          referenceId: b.key,
          name: b.name,
          address: b.address,
          phone: b.phone,
          lat: b.lat,
          lng: b.lng,
          isMain: b.isMain,
          availability: b.availability,
          settings: b.settings,
          sort,
        })
        .returning({ id: s.branches.id });
      if (row) branchKeys.set(b.key, row.id);
    }

    const taxKeys: Keys = new Map();
    for (const t of seed.taxes) {
      const [row] = await tx
        .insert(s.taxes)
        .values({
          businessId,
          name: t.name,
          rate: t.rate,
          inclusive: t.inclusive,
          appliesTo: t.appliesTo ?? 'items',
        })
        .returning({ id: s.taxes.id });
      if (row) taxKeys.set(t.key, row.id);
    }
    const tagKeys: Keys = new Map();
    for (const t of seed.tags) {
      const [row] = await tx
        .insert(s.tags)
        .values({ businessId, kind: t.kind, name: t.name, icon: t.icon ?? null, codes: t.codes ?? null })
        .returning({ id: s.tags.id });
      if (row) tagKeys.set(t.key, row.id);
    }

    const ctx = {
      tx,
      businessId,
      branchKeys,
      taxKeys,
      tagKeys,
      itemKeys: new Map() as Keys,
      categoryKeys: new Map() as Keys,
    };
    const pendingSuggestions: { itemId: number; keys: string[] }[] = [];
    let sort = 0;
    for (const category of seed.categories) {
      sort = await insertCategory(ctx, category, null, sort, pendingSuggestions);
    }
    for (const p of pendingSuggestions) {
      const ids = p.keys.map((k) => need(ctx.itemKeys, k, 'item'));
      await tx.update(s.items).set({ suggestedItemIds: ids }).where(eq(s.items.id, p.itemId));
    }

    const highlighted = seed.settings.highlightedCat;
    const settings = {
      ...seed.settings,
      highlightedCat: typeof highlighted === 'string' ? (ctx.categoryKeys.get(highlighted) ?? null) : null,
    };
    await tx.update(s.businesses).set({ settings }).where(eq(s.businesses.id, businessId));

    await insertCommerce(ctx, seed);
    if (seed.survey) await insertSurvey(tx, businessId, seed.survey);
    if (seed.bookings?.length)
      await insertBookings(tx, businessId, branchKeys, seed.bookings, seed.timeZone, now);
    if (seed.staff?.length)
      await tx.insert(s.staffMembers).values(seed.staff.map((m) => ({ businessId, ...m })));
    return businessId;
  });
}

type Ctx = {
  tx: Db;
  businessId: number;
  branchKeys: Keys;
  taxKeys: Keys;
  tagKeys: Keys;
  itemKeys: Keys;
  categoryKeys: Keys;
};

function presence(ctx: Ctx, branchKeys: string[] | undefined) {
  const all = [...ctx.branchKeys.keys()];
  const sold = new Set(branchKeys ?? all);
  return all.map((key) => ({
    branch_id: need(ctx.branchKeys, key, 'branch'),
    available: sold.has(key),
    visible: sold.has(key),
  }));
}

async function insertCategory(
  ctx: Ctx,
  c: SeedCategory,
  parentId: number | null,
  sort: number,
  pending: { itemId: number; keys: string[] }[],
): Promise<number> {
  const [row] = await ctx.tx
    .insert(s.categories)
    .values({
      businessId: ctx.businessId,
      parentId,
      name: c.name,
      description: c.description ?? {},
      image: c.image ?? null,
      branches: presence(ctx, undefined),
      sort: sort++,
    })
    .returning({ id: s.categories.id });
  if (!row) throw new Error('Category insert returned nothing');
  ctx.categoryKeys.set(c.key, row.id);
  for (const [i, item] of (c.items ?? []).entries()) {
    const itemId = await insertItem(ctx, item, row.id, i);
    if (item.suggested?.length) pending.push({ itemId, keys: item.suggested });
  }
  for (const sub of c.subcategories ?? []) sort = await insertCategory(ctx, sub, row.id, sort, pending);
  return sort;
}

async function insertItem(ctx: Ctx, item: SeedItem, categoryId: number, sort: number): Promise<number> {
  const [row] = await ctx.tx
    .insert(s.items)
    .values({
      businessId: ctx.businessId,
      categoryId,
      name: item.name,
      description: item.description,
      image: item.image,
      visible: item.visible ?? true,
      priceOptionKind: item.priceOptionKind ?? (item.priceLabels.length > 1 ? 1 : 0),
      types: { dine_in: true, delivery: true, car_pickup: true, reservation: true, ...item.types },
      branches: presence(ctx, item.branches),
      commentRequired: item.commentRequired ?? false,
      calories: item.calories ?? null,
      preparationTime: item.preparationTime ?? null,
      stickers: item.stickers ?? [],
      tagIds: [...(item.tags ?? []), ...(item.ingredients ?? [])].map((k) => need(ctx.tagKeys, k, 'tag')),
      taxIds: (item.taxes ?? []).map((k) => need(ctx.taxKeys, k, 'tax')),
      sort,
    })
    .returning({ id: s.items.id });
  if (!row) throw new Error('Item insert returned nothing');
  ctx.itemKeys.set(item.key, row.id);
  await ctx.tx.insert(s.priceLabels).values(
    item.priceLabels.map((p, i) => ({
      itemId: row.id,
      label: p.label,
      price: p.price,
      weight: p.weight ?? null,
      shippingWeight: p.shippingWeight ?? null,
      minimum: p.minimum ?? 1,
      maximum: p.maximum ?? null,
      unit: p.unit ?? null,
      preparationTime: item.preparationTime ?? null,
      preparationTimeType: item.preparationTime ? 'minute' : null,
      sort: i,
    })),
  );
  for (const [i, g] of (item.modifierGroups ?? []).entries()) {
    const [group] = await ctx.tx
      .insert(s.modifierGroups)
      .values({ itemId: row.id, name: g.name, min: g.min, max: g.max, sort: i })
      .returning({ id: s.modifierGroups.id });
    if (!group) throw new Error('Modifier group insert returned nothing');
    await ctx.tx.insert(s.modifiers).values(
      g.modifiers.map((m, j) => ({
        groupId: group.id,
        name: m.name,
        price: m.price,
        tagIds: (m.ingredients ?? []).map((k) => need(ctx.tagKeys, k, 'tag')),
        sort: j,
      })),
    );
  }
  return row.id;
}

async function insertCommerce(ctx: Ctx, seed: DemoSeed): Promise<void> {
  const { tx, businessId } = ctx;
  const targetId = (scope: string, key: string | undefined) => {
    if (scope === 'all' || !key) return null;
    return scope === 'item' ? need(ctx.itemKeys, key, 'item') : need(ctx.categoryKeys, key, 'category');
  };
  // A tax on categories names them by key; the categories exist only now (ADR 1486).
  for (const t of seed.taxes) {
    if (!t.categories?.length) continue;
    await tx
      .update(s.taxes)
      .set({ categoryIds: t.categories.map((k) => need(ctx.categoryKeys, k, 'category')) })
      .where(eq(s.taxes.id, need(ctx.taxKeys, t.key, 'tax')));
  }
  if (seed.discounts.length)
    await tx
      .insert(s.discounts)
      .values(seed.discounts.map((d) => ({ businessId, ...d, targetId: targetId(d.scope, d.target) })));
  if (seed.coupons.length)
    await tx.insert(s.coupons).values(
      seed.coupons.map((c) => ({
        businessId,
        code: c.code,
        discountType: c.discountType,
        discountValue: c.discountValue,
        allMenu: c.allMenu,
        userType: c.userType ?? null,
        maxAllowedItems: c.maxAllowedItems ?? null,
        itemIds: (c.items ?? []).map((k) => need(ctx.itemKeys, k, 'item')),
        freeDelivery: c.freeDelivery ?? false,
        minOrder: c.minOrder ?? 0,
        usageLimit: c.usageLimit ?? null,
        sellingTypes: c.sellingTypes ?? [],
      })),
    );
  for (const [i, sc] of seed.smartCategories.entries())
    await tx.insert(s.smartCategories).values({
      businessId,
      name: sc.name,
      icon: sc.icon ?? null,
      itemIds: sc.items.map((k) => need(ctx.itemKeys, k, 'item')),
      sort: i,
    });
  for (const z of seed.zones) {
    const [zone] = await tx
      .insert(s.zones)
      .values({
        businessId,
        branchId: need(ctx.branchKeys, z.branch, 'branch'),
        name: z.name,
        fees: z.fees,
        minOrder: z.minOrder,
        deliveryTime: z.deliveryTime,
        color: z.color,
      })
      .returning({ id: s.zones.id });
    if (!zone) continue;
    await tx.insert(s.areas).values(
      z.areas.map((a) => ({
        businessId,
        zoneId: zone.id,
        name: a.name,
        parentName: a.parentName ?? {},
        shape: { type: 'Polygon', coordinates: [a.polygon] },
      })),
    );
  }
  if (seed.shippingCountries.length)
    await tx.insert(s.shippingCountries).values(
      seed.shippingCountries.map((c) => ({
        businessId,
        branchId: need(ctx.branchKeys, c.branch, 'branch'),
        country: c.country,
        countryIso: c.countryIso,
        icon: c.icon ?? null,
        feesPerKg: c.feesPerKg,
        fixedFees: c.fixedFees,
        minOrder: c.minOrder,
      })),
    );
  if (seed.tables.length)
    await tx.insert(s.diningTables).values(
      seed.tables.map((t) => ({
        businessId,
        branchId: need(ctx.branchKeys, t.branch, 'branch'),
        name: t.name,
        floor: t.floor ?? null,
        floorNames: t.floorNames ?? {},
        seats: t.seats,
      })),
    );
  if (seed.banners.length)
    await tx.insert(s.banners).values(
      seed.banners.map((b, i) => ({
        businessId,
        image: b.image,
        title: b.title,
        link: b.link ?? null,
        sort: i,
      })),
    );
  const packages = seed.walletPackages ?? [];
  if (packages.length)
    await tx.insert(s.walletPackages).values(
      packages.map((p, i) => ({
        businessId,
        name: p.name,
        description: p.description,
        price: p.price,
        credit: p.credit,
        bonusExpiryDays: p.bonusExpiryDays ?? null,
        position: i,
      })),
    );
  if (seed.newsletter?.length)
    await tx
      .insert(s.newsletterSubscribers)
      .values(seed.newsletter.map((n) => ({ businessId, email: n.email, locale: n.locale })));
  for (const d of seed.customDomains ?? [])
    await tx.insert(s.customDomains).values({
      domain: d.domain,
      businessId,
      branchId: d.branch ? need(ctx.branchKeys, d.branch, 'branch') : null,
    });
}

/** Seeds the demo when the database holds no business at all (first start). */
export async function seedIfEmpty(db: Db, seed: DemoSeed): Promise<boolean> {
  const any = await db.select({ id: s.businesses.id }).from(s.businesses).limit(1);
  if (any.length > 0) return false;
  await seedBusiness(db, seed);
  return true;
}
