import { localDate } from '@sufra/domain';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day asked for (`?date=`), else today in the business's zone (ADR 1488); and its neighbours. */
export function dayOf(url: URL, timeZone: string, now = new Date()) {
  const asked = url.searchParams.get('date') ?? '';
  const date =
    DATE.test(asked) && !Number.isNaN(Date.parse(`${asked}T12:00:00Z`)) ? asked : localDate(now, timeZone);
  const shift = (days: number) =>
    new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { date, today: localDate(now, timeZone), previous: shift(-1), next: shift(1) };
}
