import type { RatingSummary } from '@sufra/contract';
import { getRatingSummary } from '@sufra/contract/client';
import { apiFor } from '../../platform/api-context.ts';

/** `show_rating` [product: Feedback]: the average and count; a failing call hides the badge, never the page. */
export async function ratingOf(
  args: { context: Parameters<typeof apiFor>[0] },
  ref: string,
): Promise<Pick<RatingSummary, 'average' | 'count'> | null> {
  try {
    const { average, count } = await getRatingSummary(apiFor(args.context), ref);
    return count ? { average, count } : null;
  } catch {
    return null;
  }
}
