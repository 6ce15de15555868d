-- The storefront caches a business's restaurant and menu responses in memory, keyed by
-- businesses.version (ADR 201). These triggers make the version move on every change those
-- responses show, whoever writes (seed, admin tool, SQL console), and tell every instance at once
-- with NOTIFY sufra_business_changed '<business id>'. Counters (banner reach, visits) and data the
-- cached responses do not show (zones, tables, banners, coupons, orders) do not bump it.

CREATE OR REPLACE FUNCTION sufra_business_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A writer that sets the version itself keeps its value; any other change moves it by one.
  IF NEW.version IS NOT DISTINCT FROM OLD.version AND NEW IS DISTINCT FROM OLD THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER businesses_bump_version BEFORE UPDATE ON businesses
  FOR EACH ROW EXECUTE FUNCTION sufra_business_bump_version();--> statement-breakpoint

CREATE OR REPLACE FUNCTION sufra_business_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sufra_business_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER businesses_notify AFTER UPDATE OR DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION sufra_business_notify();--> statement-breakpoint

-- Statement-level: one UPDATE of the business row per statement, however many rows it touched.
-- TG_ARGV[0] says how a changed row reaches its business: 'business', 'item' or 'group'.
CREATE OR REPLACE FUNCTION sufra_touch_business() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_ARGV[0] = 'business' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT business_id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT business_id) INTO ids FROM new_rows;
    END IF;
  ELSIF TG_ARGV[0] = 'item' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT i.business_id) INTO ids FROM old_rows r JOIN items i ON i.id = r.item_id;
    ELSE
      SELECT array_agg(DISTINCT i.business_id) INTO ids FROM new_rows r JOIN items i ON i.id = r.item_id;
    END IF;
  ELSE
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT i.business_id) INTO ids
        FROM old_rows r JOIN modifier_groups g ON g.id = r.group_id JOIN items i ON i.id = g.item_id;
    ELSE
      SELECT array_agg(DISTINCT i.business_id) INTO ids
        FROM new_rows r JOIN modifier_groups g ON g.id = r.group_id JOIN items i ON i.id = g.item_id;
    END IF;
  END IF;
  IF ids IS NOT NULL THEN
    UPDATE businesses SET version = version + 1 WHERE id = ANY (ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('branches', 'business'), ('categories', 'business'), ('items', 'business'),
    ('taxes', 'business'), ('tags', 'business'), ('discounts', 'business'),
    ('smart_categories', 'business'), ('pixels', 'business'), ('custom_domains', 'business'),
    ('price_labels', 'item'), ('modifier_groups', 'item'), ('modifiers', 'group')
  ) AS v(tbl, via)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sufra_touch_business(%L)', t.tbl || '_touch_ins', t.tbl, t.via);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sufra_touch_business(%L)', t.tbl || '_touch_upd', t.tbl, t.via);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sufra_touch_business(%L)', t.tbl || '_touch_del', t.tbl, t.via);
  END LOOP;
END $$;
