import { getTodayReport } from '@sufra/contract/admin-reports';
import { useEffect, useMemo, useState } from 'react';
import { data } from 'react-router';
import { adminLoader } from '../features/admin/admin-route.server.ts';
import { boardCookieHeaders } from '../features/admin/admin-session.server.ts';
import { SetupPage } from '../features/admin/setup-ui.tsx';
import { isSignedOut, staffCookieApi } from '../features/admin-data/staff-cookie-api.ts';
import '../features/admin-data/admin-data.css';
import { SignInFirst } from '../features/admin-data/admin-frame.tsx';
import { BusinessFilePanel } from '../features/admin-data/business-file-panel.tsx';
import { ItemsCsvPanel } from '../features/admin-data/items-csv-panel.tsx';
import { useTranslation } from '../i18n/lite.tsx';
import type { Route } from './+types/admin-data';

/** `/{ref}/admin/data`: import and export (ADR 1020, 1021). */
export async function loader(args: Route.LoaderArgs) {
  // The back office's sign-in opens this page (ADR 1370): owners and managers (`data.manage`);
  // the browser's calls carry the session in the board's cookie, set again here.
  const page = await adminLoader(args, async ({ ref }) => ({ ref }), { allow: (role) => role !== 'staff' });
  return data(page, { headers: boardCookieHeaders(args.request) });
}

export default function AdminDataPage({ loaderData }: Route.ComponentProps) {
  const { ref, me } = loaderData;
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
    <SetupPage me={me} title={t('admin.data.title')}>
      {signedIn === null ? <p className="text-muted">{t('common.loading')}</p> : null}
      {signedIn === false ? <SignInFirst reference={ref} /> : null}
      {signedIn ? (
        <div className="space-y-6">
          <ItemsCsvPanel reference={ref} />
          <BusinessFilePanel reference={ref} />
        </div>
      ) : null}
    </SetupPage>
  );
}
