import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { loader as businessLoader } from './business-layout.tsx';

export function meta({ matches }: { matches: Array<{ id: string; loaderData: unknown } | undefined> }) {
  const business = matches.find((m) => m?.id === 'business')?.loaderData as
    | Awaited<ReturnType<typeof businessLoader>>
    | undefined;
  const r = business?.restaurant;
  return r ? [{ title: r.business_name }, { name: 'description', content: r.description }] : [];
}

/** `/{ref}`: the business landing — cover, logo, name and its categories. */
export default function BusinessLanding() {
  const business = useRouteLoaderData<typeof businessLoader>('business');
  const { t } = useTranslation();
  if (!business) return null;
  const { restaurant, menu } = business;
  const countItems = (c: (typeof menu.categories)[number]): number =>
    c.items.length + c.subcategories.reduce((n, s) => n + countItems(s), 0);
  return (
    <main className="mx-auto min-h-dvh max-w-3xl pb-16">
      <header className="relative">
        <div className="aspect-[12/5] w-full overflow-hidden bg-brand/20 sm:rounded-b-3xl">
          {restaurant.cover ? (
            <img
              src={restaurant.cover}
              alt=""
              className="h-full w-full object-cover"
              width={1200}
              height={500}
            />
          ) : null}
        </div>
        <div className="-mt-10 flex items-end gap-4 px-4">
          {restaurant.logo ? (
            <img
              src={restaurant.logo}
              alt={t('business.logoAlt', { name: restaurant.business_name })}
              width={88}
              height={88}
              className="size-22 shrink-0 rounded-2xl border-4 border-surface bg-surface object-cover shadow-md"
            />
          ) : null}
          <div className="min-w-0 pb-1">
            <h1 className="truncate font-bold text-2xl">{restaurant.business_name}</h1>
            <p className="text-neutral-600 text-sm dark:text-neutral-300">
              {t('business.branch')}: {restaurant.branch_name}
            </p>
          </div>
        </div>
        {restaurant.description ? (
          <p className="mt-3 px-4 text-neutral-700 dark:text-neutral-300">{restaurant.description}</p>
        ) : null}
      </header>
      <section aria-labelledby="categories" className="mt-6 px-4">
        <h2 id="categories" className="mb-3 font-semibold text-lg">
          {t('business.categories')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {menu.categories.map((category) => (
            <li
              key={category.id}
              className="overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
            >
              <div className="aspect-square bg-brand/10">
                {category.image ? (
                  <img
                    src={category.image}
                    alt=""
                    loading="lazy"
                    width={400}
                    height={400}
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <div className="p-3">
                <h3 className="font-medium leading-tight">{category.name}</h3>
                <p className="text-neutral-500 text-xs dark:text-neutral-400">
                  {t('business.items', { count: countItems(category) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
