import type { RatingSummary } from '@sufra/contract';
import { getRatingSummary } from '@sufra/contract/client';
import { apiFor } from '../../platform/api-context.ts';

type Rating = Pick<RatingSummary, 'average' | 'count'> | null;

// One call per request: the layout's badge and the page's structured data (ADR 1441) ask for it.
const memo = new WeakMap<object, Promise<Rating>>();

/** `show_rating` [product: Feedback]: the average and count; a failing call hides the badge, never the page. */
export function ratingOf(args: { context: Parameters<typeof apiFor>[0] }, ref: string): Promise<Rating> {
  let pending = memo.get(args.context);
  if (!pending) {
    pending = fetchRating(args, ref);
    memo.set(args.context, pending);
  }
  return pending;
}

async function fetchRating(args: { context: Parameters<typeof apiFor>[0] }, ref: string): Promise<Rating> {
  try {
    const { average, count } = await getRatingSummary(apiFor(args.context), ref);
    return count ? { average, count } : null;
  } catch {
    return null;
  }
}
