-- The search haystack is derived by PostgreSQL from the localized texts, so no write (admin tool,
-- SQL, seed) can leave it stale. This mirrors normalizeForSearch() (db/seed/search-text.ts), which
-- folds the query the same way: every locale's name then description, NFKD, Latin accents and
-- Arabic tashkeel/tatweel removed, alef/yaa/taa-marbuta variants folded, lower-cased (Unicode
-- rules, not the database's C locale), white space collapsed. Values that are not strings, and
-- texts that are not objects, are skipped rather than failing the write.
CREATE FUNCTION sufra_search_text(name jsonb, description jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    lower(translate(
      regexp_replace(
        normalize(coalesce((
          SELECT string_agg(t.value #>> '{}', ' ' ORDER BY t.part, t.ord)
          FROM (
            SELECT e.value, 1 AS part, e.ord
            FROM jsonb_each(CASE WHEN jsonb_typeof(name) = 'object' THEN name ELSE '{}' END)
              WITH ORDINALITY AS e(key, value, ord)
            UNION ALL
            SELECT e.value, 2, e.ord
            FROM jsonb_each(CASE WHEN jsonb_typeof(description) = 'object' THEN description ELSE '{}' END)
              WITH ORDINALITY AS e(key, value, ord)
          ) t
          WHERE jsonb_typeof(t.value) = 'string'
        ), ''), NFKD),
        '[\u0300-\u036f\u064b-\u065f\u0670\u0640]', '', 'g'),
      'إأآٱىة', 'اااايه') COLLATE pg_c_utf8),
    '\s+', ' ', 'g'))
$$;--> statement-breakpoint
ALTER TABLE "items" ALTER COLUMN "search_text" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "items" drop column "search_text";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (sufra_search_text(name, description)) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its trigram index (migration 0001): build it again.
CREATE INDEX IF NOT EXISTS "items_search_text_trgm" ON "items" USING gin ("search_text" gin_trgm_ops);
