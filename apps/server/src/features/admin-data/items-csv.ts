import { parseMajorUnits, toMajorUnits } from '@sufra/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * Items and prices as CSV for spreadsheet edits (ADR 1021): one row per price label. The ids say
 * which row is which and are never edited; `category` is there to read; names per business
 * locale, the label per locale, the price in major units and `visible` can be changed. Parsing
 * and writing are csv-parse / csv-stringify (RFC 4180, no dependencies); this module is pure.
 */
export type CsvLabel = {
  itemId: number;
  priceLabelId: number;
  category: string;
  itemName: Record<string, string>;
  label: Record<string, string>;
  price: number;
  visible: boolean;
};

export type CsvRowError = { row: number; column: string; code: CsvErrorCode; value?: string };
export type CsvErrorCode =
  | 'unreadable'
  | 'missing_column'
  | 'unknown_column'
  | 'required'
  | 'not_an_id'
  | 'unknown_item'
  | 'unknown_price_label'
  | 'duplicate_row'
  | 'not_a_price'
  | 'not_yes_no'
  | 'too_long'
  | 'inconsistent';

export type CsvChange = {
  item_id: number;
  price_label_id: number;
  /** The item's name in the business's first locale, to say which line it is. */
  item: string;
  column: string;
  before: string;
  after: string;
};

const MAX_TEXT = 200;
const YES = new Set(['yes', 'true', '1']);
const NO = new Set(['no', 'false', '0']);

export const csvColumns = (locales: string[]) => [
  'item_id',
  'price_label_id',
  'category',
  ...locales.map((l) => `name_${l}`),
  ...locales.map((l) => `label_${l}`),
  'price',
  'visible',
];

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a return first:
 * OWASP's CSV injection) is written with a leading apostrophe, which spreadsheets show as text
 * (ADR 1320); reading the file back drops that apostrophe again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const unguardFormula = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** The business's items as CSV text (a BOM first, so spreadsheet apps read UTF-8). */
export function itemsToCsv(rows: CsvLabel[], locales: string[], currency: string): string {
  const records = rows.map((r) => [
    r.itemId,
    r.priceLabelId,
    guardFormula(r.category),
    ...locales.map((l) => guardFormula(r.itemName[l] ?? '')),
    ...locales.map((l) => guardFormula(r.label[l] ?? '')),
    toMajorUnits(r.price, currency),
    r.visible ? 'yes' : 'no',
  ]);
  return `\uFEFF${stringify([csvColumns(locales), ...records])}`;
}

type Parsed = { changes: CsvChange[]; errors: CsvRowError[]; updates: CsvLabel[] };

/**
 * Reads an edited CSV against the business's current rows: every row checked, every error said by
 * row (1 = the header) and column; the changes as before → after. Rows left out are unchanged.
 */
export function readItemsCsv(text: string, current: CsvLabel[], locales: string[], currency: string): Parsed {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { changes: [], updates: [], errors: [{ row: line, column: '', code: 'unreadable' }] };
  }
  const errors: CsvRowError[] = [];
  const header = (records[0] ?? []).map((h) => h.trim());
  const expected = csvColumns(locales);
  for (const column of ['item_id', 'price_label_id']) {
    if (!header.includes(column)) errors.push({ row: 1, column, code: 'missing_column' });
  }
  for (const column of header) {
    if (column && !expected.includes(column)) errors.push({ row: 1, column, code: 'unknown_column' });
  }
  if (errors.length) return { changes: [], updates: [], errors };

  const byLabel = new Map(current.map((r) => [r.priceLabelId, r]));
  const itemIds = new Set(current.map((r) => r.itemId));
  const seen = new Set<number>();
  const itemLevel = new Map<number, { row: number; values: Map<string, string> }>();
  const updates: CsvLabel[] = [];
  const changes: CsvChange[] = [];
  const first = locales[0] ?? 'en';

  for (const [index, record] of records.slice(1).entries()) {
    const row = index + 2;
    const cell = (column: string): string | undefined => {
      const at = header.indexOf(column);
      return at < 0 ? undefined : unguardFormula((record[at] ?? '').trim());
    };
    const rowErrors: CsvRowError[] = [];
    const fail = (column: string, code: CsvErrorCode, value?: string) =>
      rowErrors.push(
        value === undefined ? { row, column, code } : { row, column, code, value: value.slice(0, 40) },
      );

    const itemId = Number(cell('item_id'));
    const labelId = Number(cell('price_label_id'));
    if (!Number.isSafeInteger(itemId) || itemId <= 0) fail('item_id', 'not_an_id', cell('item_id'));
    else if (!itemIds.has(itemId)) fail('item_id', 'unknown_item', cell('item_id'));
    if (!Number.isSafeInteger(labelId) || labelId <= 0)
      fail('price_label_id', 'not_an_id', cell('price_label_id'));
    const before = byLabel.get(labelId);
    if (!rowErrors.length && (!before || before.itemId !== itemId)) {
      fail('price_label_id', 'unknown_price_label', cell('price_label_id'));
    }
    if (!rowErrors.length && seen.has(labelId))
      fail('price_label_id', 'duplicate_row', cell('price_label_id'));
    seen.add(labelId);
    if (rowErrors.length || !before) {
      errors.push(...rowErrors);
      continue;
    }

    const after: CsvLabel = { ...before, itemName: { ...before.itemName }, label: { ...before.label } };
    const price = cell('price');
    if (price !== undefined) {
      const minor = price === '' ? null : parseMajorUnits(price, currency);
      if (price === '') fail('price', 'required');
      else if (minor === null) fail('price', 'not_a_price', price);
      else after.price = minor;
    }
    const visible = cell('visible')?.toLowerCase();
    if (visible !== undefined) {
      if (YES.has(visible)) after.visible = true;
      else if (NO.has(visible)) after.visible = false;
      else fail('visible', 'not_yes_no', visible);
    }
    for (const locale of locales) {
      const name = cell(`name_${locale}`);
      if (name !== undefined) {
        if (name.length > MAX_TEXT) fail(`name_${locale}`, 'too_long');
        else if (name === '' && locale === first) fail(`name_${locale}`, 'required');
        else if (name === '') delete after.itemName[locale];
        else after.itemName[locale] = name;
      }
      const label = cell(`label_${locale}`);
      if (label !== undefined) {
        if (label.length > MAX_TEXT) fail(`label_${locale}`, 'too_long');
        else if (label === '') delete after.label[locale];
        else after.label[locale] = label;
      }
    }
    // An item's name and visibility are the item's: every row of one item must agree.
    const level = new Map<string, string>([
      ['visible', String(after.visible)],
      ...locales.map((l) => [`name_${l}`, after.itemName[l] ?? ''] as [string, string]),
    ]);
    const earlier = itemLevel.get(itemId);
    if (earlier) {
      for (const [column, value] of level) {
        if (earlier.values.get(column) !== value && cell(column) !== undefined)
          fail(column, 'inconsistent', cell(column));
      }
    } else itemLevel.set(itemId, { row, values: level });
    if (rowErrors.length) {
      errors.push(...rowErrors);
      continue;
    }
    updates.push(after);
    changes.push(...diff(before, after, locales, currency, earlier !== undefined));
  }
  return errors.length ? { changes: [], updates: [], errors } : { changes, updates, errors };
}

function diff(
  before: CsvLabel,
  after: CsvLabel,
  locales: string[],
  currency: string,
  itemSeen: boolean,
): CsvChange[] {
  const out: CsvChange[] = [];
  const item = before.itemName[locales[0] ?? 'en'] ?? '';
  const push = (column: string, a: string, b: string) => {
    if (a !== b)
      out.push({
        item_id: before.itemId,
        price_label_id: before.priceLabelId,
        item,
        column,
        before: a,
        after: b,
      });
  };
  push('price', toMajorUnits(before.price, currency), toMajorUnits(after.price, currency));
  for (const l of locales) push(`label_${l}`, before.label[l] ?? '', after.label[l] ?? '');
  // Item-level columns once per item, not once per price label.
  if (!itemSeen) {
    for (const l of locales) push(`name_${l}`, before.itemName[l] ?? '', after.itemName[l] ?? '');
    push('visible', before.visible ? 'yes' : 'no', after.visible ? 'yes' : 'no');
  }
  return out;
}
