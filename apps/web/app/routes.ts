import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/site-home.tsx'),
  route('404', 'routes/not-found.tsx'),
  route(':ref', 'routes/business-layout.tsx', { id: 'business' }, [index('routes/business-landing.tsx')]),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
