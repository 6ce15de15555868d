import { useRouteLoaderData } from 'react-router';
import type { BusinessData } from './page-data.ts';

export type { BusinessData } from './page-data.ts';

/** The business layout's data; storefront pages render inside it, so it is always there. */
export function useBusiness(): BusinessData {
  const data = useRouteLoaderData('business') as BusinessData | undefined;
  if (!data) throw new Error('useBusiness outside the business layout');
  return data;
}
