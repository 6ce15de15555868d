-- Trigram search over the pre-normalized haystack (every locale's name and description,
-- lower-cased, accents and tashkeel removed by the repository on write).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_search_text_trgm" ON "items" USING gin ("search_text" gin_trgm_ops);
