import { data } from 'react-router';
import type { Route } from './+types/catch-all';

/** Any path no route matches: the 404 page with status 404 ([product: Calls and failures] 'Page not found: {path}'). */
export function loader({ request }: Route.LoaderArgs) {
  throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404 });
}

export default function CatchAll() {
  return null;
}
