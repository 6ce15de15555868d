// Relative times of the order page (ADR 622): kept out of the menu's first-view chunk.
import { useEffect, useState } from 'react';
import { relativeTime } from '../../ui/format.ts';

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', Number.POSITIVE_INFINITY],
];

/**
 * How long ago (or until) an instant is, in the page's language: "5 minutes ago", "قبل ٥ دقائق",
 * "now" under a minute (Intl.RelativeTimeFormat, numeric: 'auto').
 */
export function formatRelative(iso: string, now: number, language: string): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(value) < 45) return relativeTime(0, 'second', language);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(value) < size) return relativeTime(Math.round(value), unit as 'second', language);
    value /= size;
  }
  return relativeTime(Math.round(value), 'week', language);
}

/** A clock for relative times: null while hydrating (the server's "now" is not the phone's), then ticking. */
export function useNow(everyMs = 30_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
