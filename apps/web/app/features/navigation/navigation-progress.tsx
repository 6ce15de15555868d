import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/lite.tsx';

/** Quick navigations finish before this; showing a bar for them would only flicker. */
const DELAY_MS = 150;

/**
 * [product: Navigation]: a top progress bar while the next page loads. Only for a change of page: the item
 * sheet moving in and out (a search parameter) keeps the page and its data.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state !== 'idle' && navigation.location?.pathname !== location.pathname;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return setShown(false);
    const timer = setTimeout(() => setShown(true), DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand/20"
    >
      <div className="h-full w-1/3 animate-[nav-progress_1.1s_ease-in-out_infinite] rounded-full bg-brand" />
    </div>
  );
}
