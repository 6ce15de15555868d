// An .ics calendar entry for a booking (RFC 5545): the diner adds it to any calendar app.

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20261124T160000Z */
const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines over 75 octets are folded (RFC 5545 §3.1); a continuation starts with a space. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 75;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 75) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

export type CalendarBooking = {
  /** The booking's public reference (ADR 1494). */
  id: string;
  ref: string;
  start: string;
  end: string;
  created: string;
  title: string;
  location: string;
  description: string;
};

export function reservationIcs(b: CalendarBooking): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sufra//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:reservation-${b.id}@${b.ref}.sufra`,
    `DTSTAMP:${stamp(b.created)}`,
    `DTSTART:${stamp(b.start)}`,
    `DTEND:${stamp(b.end)}`,
    `SUMMARY:${escapeText(b.title)}`,
    `LOCATION:${escapeText(b.location)}`,
    `DESCRIPTION:${escapeText(b.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}

export const icsHref = (ics: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
