import { useMatches } from 'react-router';

/** Pages that need the bottom of the screen (the item page's add bar) hide the bars with `handle.hideBars`. */
export const useBarsHidden = () =>
  useMatches().some((m) => (m.handle as { hideBars?: boolean } | undefined)?.hideBars);
