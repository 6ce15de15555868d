import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/lite.tsx';

const BasketRail = lazy(() => import('./basket-rail.tsx'));

/** Where the rail shows: the layout pads the page by its width from the same breakpoint. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

/** True on a screen as wide as the desktop layout's (ADR 1042); false on the server and until hydrated. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/**
 * The desktop basket (ADR 1042): from 1024 px the cart stands in a rail at the end edge, beside the
 * menu, as the best delivery sites do. Its frame is drawn by CSS on the first paint; its contents
 * load only on a wide screen, after hydration, so no phone downloads them.
 */
export function BasketRailHost() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  return (
    <aside
      aria-labelledby="basket-rail-title"
      data-testid="basket-rail"
      className="fixed inset-y-0 end-0 z-30 hidden w-88 flex-col border-line border-s bg-card print:hidden lg:flex"
    >
      <h2 id="basket-rail-title" className="px-5 pt-6 pb-3 font-bold text-ink text-xl">
        {t('cart.title')}
      </h2>
      {wide ? (
        <Suspense fallback={null}>
          <BasketRail />
        </Suspense>
      ) : null}
    </aside>
  );
}
