import { useParams } from 'react-router';
import { useTranslation } from '../i18n/lite.tsx';
import { pageMeta } from '../shell/meta.ts';
import { useBusiness } from '../shell/use-business.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { Route } from './+types/policies-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, null).filter((m) => !('title' in m));

const ORDER = ['privacy', 'terms', 'refund'];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

/** `/{ref}/Policies`: the business's policies (privacy, terms, refund…), in the page's language. */
export default function PoliciesPage() {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const { restaurant } = useBusiness();
  const entries = Object.entries(restaurant.policies)
    .filter(([, text]) => text.trim())
    .sort(([a], [b]) => rank(a) - rank(b));
  return (
    <main id="main" className="mx-auto min-h-dvh max-w-2xl px-4 pb-32">
      <title>{`${t('policies.title')} | ${restaurant.business_name}`}</title>
      <PageHeader title={t('policies.title')} back={`/${ref}`} />
      {entries.length ? (
        <div className="space-y-3">
          {entries.map(([key, text]) => (
            <section
              key={key}
              aria-labelledby={`policy-${key}`}
              className="rounded-3xl bg-card p-5 ring-1 ring-line"
            >
              <h2 id={`policy-${key}`} className="font-semibold text-ink text-lg">
                {t(`policies.${key}`, { defaultValue: key })}
              </h2>
              <p className="mt-2 whitespace-pre-line text-muted leading-relaxed">{text}</p>
            </section>
          ))}
        </div>
      ) : (
        <p className="py-16 text-center text-muted">{t('policies.none')}</p>
      )}
    </main>
  );
}
