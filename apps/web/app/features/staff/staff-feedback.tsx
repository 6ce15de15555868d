import type { StaffFeedbackResponse } from '@sufra/contract';
import { type Api, getStaffFeedback } from '@sufra/contract/client';
import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';
import { dateFormat } from '../../ui/format.ts';

const Stars = ({ n, label }: { n: number; label: string }) => (
  <span role="img" aria-label={label} className="inline-flex gap-0.5">
    {[1, 2, 3, 4, 5].map((i) => (
      <Star
        key={i}
        aria-hidden
        className={i <= n ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-muted'}
      />
    ))}
  </span>
);

/**
 * The business's newest ratings and survey answers (ADR 782), refetched whenever the staff event
 * stream announces one (`news`). Diners' words are shown as text, never as markup.
 */
export function StaffFeedback({ api, news, timeZone }: { api: Api; news: number; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [data, setData] = useState<StaffFeedbackResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void news;
    getStaffFeedback(api).then(setData, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [api, news]);
  const when = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  if (error)
    return (
      <p role="alert" className="text-rose-700">
        {error}
      </p>
    );
  if (!data) return <p className="text-muted">{t('common.loading')}</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="staff-ratings">
        <h2 id="staff-ratings" className="font-semibold text-ink text-lg">
          {t('staff.ratings')}{' '}
          <span className="font-normal text-muted text-sm" data-testid="staff-average">
            {data.count ? t('staff.average', { average: data.average, count: data.count }) : ''}
          </span>
        </h2>
        {data.ratings.length ? (
          <ul className="mt-3 space-y-3" data-testid="staff-ratings">
            {data.ratings.map((r) => (
              <li key={r.order_id} className="rounded-2xl bg-card p-4 ring-1 ring-line">
                <div className="flex items-center justify-between gap-2">
                  <Stars n={r.stars} label={t('feedback.stars', { count: r.stars, max: 5 })} />
                  <time className="text-muted text-xs" dateTime={r.created_at}>
                    {when.format(new Date(r.created_at))}
                  </time>
                </div>
                <p className="mt-1 text-muted text-sm">
                  {t('staff.ratingOf', { id: r.order_id, name: r.customer_name })}
                </p>
                {r.comment ? <p className="mt-2 whitespace-pre-line text-ink">{r.comment}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">{t('staff.noRatings')}</p>
        )}
      </section>
      <section aria-labelledby="staff-answers">
        <h2 id="staff-answers" className="font-semibold text-ink text-lg">
          {t('staff.surveyAnswers')}
        </h2>
        {data.responses.length ? (
          <ul className="mt-3 space-y-3" data-testid="staff-answers">
            {data.responses.map((r) => (
              <li key={r.id} className="rounded-2xl bg-card p-4 ring-1 ring-line">
                <div className="flex items-center justify-between gap-2 text-muted text-xs">
                  <span>{r.survey_title}</span>
                  <time dateTime={r.created_at}>{when.format(new Date(r.created_at))}</time>
                </div>
                <dl className="mt-2 space-y-1 text-sm">
                  {r.answers.map((a) => (
                    <div key={a.question}>
                      <dt className="text-muted">{a.question}</dt>
                      <dd className="whitespace-pre-line text-ink" dir="auto">
                        {a.answer}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted">{t('staff.noAnswers')}</p>
        )}
      </section>
    </div>
  );
}
