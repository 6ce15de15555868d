/**
 * Readers of stored jsonb values (settings, localized texts, branch presence). Jsonb holds
 * whatever was written, so a value of the wrong shape reads as its [product: Menu and items]/§9 default and is
 * reported, never passed on to fail the response schema as a 500 (ADR 005).
 */

/** Told the name of each stored field that was present but unusable. */
export type ReportInvalid = (field: string) => void;

export type Raw = Record<string, unknown>;

export const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A jsonb object, or {} for anything else (a stored `null`, an array, a string). */
export const asObject = (v: unknown): Raw => (isObject(v) ? v : {});

/** Typed readers bound to one report sink; `undefined` (not set) takes the default silently. */
export function storedReader(report: ReportInvalid = () => {}) {
  function read<T>(field: string, value: unknown, valid: (v: unknown) => v is T, fallback: T): T {
    if (valid(value)) return value;
    if (value !== undefined) report(field);
    return fallback;
  }
  const isString = (v: unknown): v is string => typeof v === 'string';
  const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
  return {
    /** A non-empty string (an empty one reads as the default, silently: "not set"). */
    str: (field: string, v: unknown, d: string) =>
      v === '' ? d : read(field, v, (x): x is string => isString(x) && x !== '', d),
    strOrNull: (field: string, v: unknown) =>
      read(field, v ?? null, (x): x is string | null => x === null || isString(x), null),
    bool: (field: string, v: unknown, d: boolean) =>
      read(field, v, (x): x is boolean => typeof x === 'boolean', d),
    num: (field: string, v: unknown, d: number) =>
      read(field, v, (x): x is number => typeof x === 'number' && Number.isFinite(x), d),
    int: (field: string, v: unknown, d: number) => read(field, v, isInt, d),
    intOrNull: (field: string, v: unknown) =>
      read(field, v ?? null, (x): x is number | null => x === null || isInt(x), null),
    intIn: (field: string, v: unknown, min: number, max: number, d: number) =>
      read(field, v, (x): x is number => isInt(x) && x >= min && x <= max, d),
    oneOf: <T extends string>(field: string, v: unknown, options: readonly T[], d: T) =>
      read(field, v, (x): x is T => options.includes(x as T), d),
    /** The object itself, or {} (reported unless absent). */
    obj: (field: string, v: unknown) => read(field, v, isObject, {}),
    /**
     * The entries that pass `valid`; a non-array, or any dropped entry, is reported. A list with
     * no usable entry left reads as the default (["cash"] as payment methods means "unset", not
     * "none").
     */
    list<T>(field: string, v: unknown, valid: (x: unknown) => x is T, d: T[]): T[] {
      if (!Array.isArray(v)) return read(field, v, (_x): _x is T[] => false, d);
      const kept = v.filter(valid);
      if (kept.length === v.length) return kept;
      report(field);
      return kept.length ? kept : d;
    },
    /** A string→string map; entries with other values are dropped and reported. */
    strRecord(field: string, v: unknown): Record<string, string> {
      const o = read(field, v, isObject, {});
      const kept = Object.entries(o).filter((e): e is [string, string] => isString(e[1]));
      if (kept.length !== Object.keys(o).length) report(field);
      return Object.fromEntries(kept);
    },
  };
}

export type StoredReader = ReturnType<typeof storedReader>;

/** What logs the repairs: Fastify's logger fits. */
export type WarnLog = { warn: (details: object, message: string) => void };

/**
 * Collects the invalid fields of one build and logs them once, so a bad setting costs one line
 * per cache fill (not one per field per request).
 */
export function invalidFields(log: WarnLog | undefined, businessId: number) {
  const fields = new Set<string>();
  return {
    report: (field: string) => void fields.add(field),
    flush: () => {
      if (fields.size)
        log?.warn({ businessId, fields: [...fields] }, 'malformed stored values replaced by defaults');
    },
  };
}
