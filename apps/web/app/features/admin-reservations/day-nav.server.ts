import { localDate } from '@sufra/domain';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` plus whole days, on the calendar. */
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The day asked for (`?date=`), else today in the business's zone (ADR 1488); and its neighbours. */
export function dayOf(url: URL, timeZone: string, now = new Date()) {
  const asked = url.searchParams.get('date') ?? '';
  const date =
    DATE.test(asked) && !Number.isNaN(Date.parse(`${asked}T12:00:00Z`)) ? asked : localDate(now, timeZone);
  return { date, today: localDate(now, timeZone), previous: shiftDate(date, -1), next: shiftDate(date, 1) };
}

/** `?view=week` shows the week holding the day (ADR 1477); anything else, the day. */
export const viewOf = (url: URL): 'day' | 'week' =>
  url.searchParams.get('view') === 'week' ? 'week' : 'day';
