import { Link } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';
import { Img } from '../../shell/img.tsx';

export type CategoryCard = { id: number; name: string; image: string | null; count: number; to: string };

/** Categories as picture cards, each opening its category page (landing, and menus that are not "standard"). */
export function CategoryGrid({ categories }: { categories: CategoryCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="category-grid">
      {categories.map((category) => (
        <li key={category.id} className="relative overflow-hidden rounded-3xl bg-card ring-1 ring-line">
          <Img src={category.image} alt="" width={320} height={240} className="aspect-[4/3] w-full" />
          <div className="p-3">
            <h3 className="font-semibold text-ink leading-tight">
              <Link to={category.to} className="after:absolute after:inset-0">
                {category.name}
              </Link>
            </h3>
            <p className="text-muted text-xs">{t('business.items', { count: category.count })}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
