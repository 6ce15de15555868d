import { referenceIdSchema } from '@sufra/contract';
import { ApiError, driverBackAtBranch, getDriverDrops, setDropStep } from '@sufra/contract/client';
import { DROP_STEPS, parseMajorUnits } from '@sufra/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { formText } from '../features/admin/admin-forms.server.ts';
import {
  adminCookies,
  adminSessionApi,
  adminTokenOf,
  boardCookieHeaders,
} from '../features/admin/admin-session.server.ts';
import { DropCard } from '../features/fleet/drop-card.tsx';
import { useShareLocation } from '../features/fleet/share-location.ts';
import { useTranslation } from '../i18n/lite.tsx';
import { Button } from '../ui/button.tsx';
import { ErrorText } from '../ui/error-text.tsx';
import type { Route } from './+types/driver-page';

/**
 * `/{ref}/driver`: the driver's page (ADR 1410, 1412), mobile first, outside the storefront's
 * layout. The member's back-office session opens it (signed in with their phone's code); its
 * loader also puts the session in the `/api/staff` cookie for the position posts (ADR 1413).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!referenceIdSchema.safeParse(params.ref).success) throw data('Page not found', { status: 404 });
  const login = `/${params.ref}/admin/login`;
  if (!adminTokenOf(request)) throw redirect(login);
  try {
    const drops = await getDriverDrops(adminSessionApi(context, request), params.ref);
    return data({ ref: params.ref, drops, notDriver: false }, { headers: boardCookieHeaders(request) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw redirect(login, { headers: adminCookies(request, params.ref, null) });
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      return data({ ref: params.ref, drops: null, notDriver: true });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const language = matches[0]?.loaderData?.language ?? 'en';
  return [
    { title: `Driver | ${params.ref}` },
    { name: 'robots', content: 'noindex, nofollow' },
    // Installable on its own, opening at this page (ADR 1416); the storefront's icons.
    { tagName: 'link', rel: 'manifest', href: `/${params.ref}/driver.webmanifest?lang=${language}` },
    { tagName: 'link', rel: 'apple-touch-icon', href: `/${params.ref}/icons/apple-180.png` },
    { name: 'mobile-web-app-capable', content: 'yes' },
    { name: 'apple-mobile-web-app-capable', content: 'yes' },
  ];
};

const PROBLEM_KEYS: Record<string, string> = {
  DROP_STEP_OUT_OF_ORDER: 'driver.problem.outOfOrder',
  bad_request: 'driver.problem.cash',
  CASH_NOT_EXPECTED: 'driver.problem.cash',
  ORDER_CLOSED_MEANWHILE: 'driver.problem.closed',
};

/** A step on a drop, or "back at branch": real form posts (ADR 900), sent with the session. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = adminSessionApi(context, request);
  try {
    if (formText(form, 'intent') === 'back') {
      await driverBackAtBranch(api, params.ref);
      return { problem: null };
    }
    const step = formText(form, 'step');
    const orderId = Number(formText(form, 'order_id'));
    if (
      !(DROP_STEPS as readonly string[]).includes(step) ||
      step === 'assigned' ||
      !Number.isSafeInteger(orderId)
    )
      return data({ problem: 'driver.problem.generic' }, { status: 400 });
    let cash: number | undefined;
    if (form.has('cash')) {
      const minor = parseMajorUnits(formText(form, 'cash'), formText(form, 'currency') || 'KWD');
      if (minor === null) return data({ problem: 'driver.problem.cash' }, { status: 422 });
      cash = minor;
    }
    await setDropStep(api, params.ref, orderId, {
      step: step as 'picked_up' | 'arrived' | 'delivered',
      ...(cash === undefined ? {} : { cash_collected: cash }),
    });
    return { problem: null };
  } catch (error) {
    if (error instanceof ApiError)
      return data(
        { problem: PROBLEM_KEYS[error.code ?? ''] ?? 'driver.problem.generic' },
        { status: error.status >= 500 ? 502 : error.status },
      );
    throw error;
  }
}

export default function DriverPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { ref, drops } = loaderData;
  const navigation = useNavigation();
  // The drop being carried now: the first picked up and not delivered (ADR 1413).
  const carrying = drops?.drops.find((d) => d.step === 'picked_up' || d.step === 'arrived') ?? null;
  const sharing = useShareLocation(ref, carrying?.order_id ?? null);
  const current = drops?.drops.find((d) => d.step !== 'delivered') ?? null;
  return (
    <main className="mx-auto min-h-dvh max-w-md space-y-4 px-4 pt-4 pb-16">
      <header className="flex items-center justify-between gap-3">
        <div>
          <h1 className="font-bold text-2xl text-ink">{t('driver.title')}</h1>
          {drops ? (
            <p className="text-muted text-sm">
              {drops.driver.name} · {drops.business.name}
            </p>
          ) : null}
        </div>
        <Form method="post" action={`/${ref}/admin/login`}>
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className="text-muted text-sm underline">
            {t('driver.signOut')}
          </button>
        </Form>
      </header>
      {loaderData.notDriver ? <p role="alert">{t('driver.notDriver')}</p> : null}
      {actionData?.problem ? <ErrorText>{t(actionData.problem)}</ErrorText> : null}
      {carrying ? (
        <p className="rounded-2xl bg-sunken p-3 text-ink text-sm" data-testid="sharing" data-state={sharing}>
          {t(`driver.sharing.${sharing}`)}
        </p>
      ) : null}
      {drops?.drops.length ? (
        <ol className="space-y-3" aria-busy={navigation.state !== 'idle'}>
          {drops.drops.map((drop) => (
            <DropCard key={drop.order_id} drop={drop} current={drop.order_id === current?.order_id} />
          ))}
        </ol>
      ) : drops ? (
        <p className="py-10 text-center text-muted" data-testid="no-drops">
          {t('driver.none')}
        </p>
      ) : null}
      {drops ? (
        <p className="text-center text-muted text-sm" data-testid="delivered-today">
          {t('driver.deliveredToday', { n: drops.delivered_today })}
        </p>
      ) : null}
      {drops?.can_return ? (
        <Form method="post">
          <input type="hidden" name="intent" value="back" />
          <Button type="submit" variant="secondary" block data-testid="back-at-branch">
            {t('driver.back')}
          </Button>
        </Form>
      ) : null}
    </main>
  );
}
