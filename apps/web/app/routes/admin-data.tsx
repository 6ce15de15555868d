import { referenceIdSchema } from '@sufra/contract';
import { getTodayReport } from '@sufra/contract/admin-reports';
import { useEffect, useMemo, useState } from 'react';
import { data } from 'react-router';
import { isSignedOut, staffCookieApi } from '../features/admin-data/staff-cookie-api.ts';
import '../features/admin-data/admin-data.css';
import { AdminFrame, SignInFirst } from '../features/admin-data/admin-frame.tsx';
import { BusinessFilePanel } from '../features/admin-data/business-file-panel.tsx';
import { ItemsCsvPanel } from '../features/admin-data/items-csv-panel.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-data';

/** `/{ref}/admin/data`: import and export (ADR 1020, 1021). */
export function loader({ params }: Route.LoaderArgs) {
  if (!referenceIdSchema.safeParse(params.ref).success) throw data('Page not found', { status: 404 });
  return { ref: params.ref };
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Import & export | ${params.ref}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminDataPage({ loaderData }: Route.ComponentProps) {
  const { ref } = loaderData;
  const { t } = useTranslation();
  const api = useMemo(() => staffCookieApi(), []);
  const [signedIn, setSignedIn] = useState<boolean | null>(null);

  // Whether the staff cookie opens this business: asked once, with the lightest call there is.
  useEffect(() => {
    getTodayReport(api, ref)
      .then(() => setSignedIn(true))
      .catch((error: unknown) => setSignedIn(!isSignedOut(error)));
  }, [api, ref]);

  return (
    <AdminFrame reference={ref} section="data">
      <h1 className="mb-4 font-bold text-2xl text-ink">{t('admin.data.title')}</h1>
      {signedIn === null ? <p className="text-muted">{t('common.loading')}</p> : null}
      {signedIn === false ? <SignInFirst reference={ref} /> : null}
      {signedIn ? (
        <div className="space-y-6">
          <ItemsCsvPanel reference={ref} />
          <BusinessFilePanel reference={ref} />
        </div>
      ) : null}
    </AdminFrame>
  );
}
