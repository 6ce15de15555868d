import { data } from 'react-router';

/** `/404`: the global not-found page, answered with status 404. */
export function loader() {
  throw data('Page not found', { status: 404 });
}

export default function NotFound() {
  return null;
}
