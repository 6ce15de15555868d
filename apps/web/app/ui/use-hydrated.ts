import { useEffect, useState } from 'react';

/**
 * False during SSR and the hydration render, true afterwards: for parts that only exist in a
 * browser (maps, portals), which must render the same placeholder on the server and at hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
