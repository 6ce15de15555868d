import type { AdminCustomer, NewsletterSignup } from '@sufra/contract/admin-customers';
import { toMajorUnits } from '@sufra/domain';
import { stringify } from 'csv-stringify/sync';
import { guardFormula } from '../admin-data/items-csv.ts';

// The customers and the newsletter sign-ups as files a spreadsheet opens (ADR 1389): a BOM first
// (UTF-8 for Arabic names), money in major units of the business's currency, every text cell a
// spreadsheet would run as a formula guarded (ADR 1320).

export function customersCsv(customers: AdminCustomer[], currency: string): string {
  const header = [
    'phone',
    'name',
    'account',
    'orders',
    `spend_${currency}`,
    'last_order_at',
    `wallet_${currency}`,
  ];
  const rows = customers.map((c) => [
    guardFormula(c.phone),
    guardFormula(c.name),
    c.account ? 'yes' : 'no',
    c.orders,
    toMajorUnits(c.spend, currency),
    c.last_order_at ?? '',
    c.wallet === null ? '' : toMajorUnits(c.wallet, currency),
  ]);
  return `\uFEFF${stringify([header, ...rows])}`;
}

export function newsletterCsv(signups: NewsletterSignup[]): string {
  const rows = signups.map((s) => [guardFormula(s.email), s.locale, s.created_at]);
  return `\uFEFF${stringify([['email', 'language', 'signed_up_at'], ...rows])}`;
}
