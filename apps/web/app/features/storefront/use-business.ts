import { useRouteLoaderData } from 'react-router';
import type { loader as businessLoader } from '../../routes/business-layout.tsx';

export type BusinessData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof businessLoader>>>;

/** The business layout's data; storefront pages render inside it, so it is always there. */
export function useBusiness(): BusinessData {
  const data = useRouteLoaderData<typeof businessLoader>('business');
  if (!data) throw new Error('useBusiness outside the business layout');
  return data;
}
