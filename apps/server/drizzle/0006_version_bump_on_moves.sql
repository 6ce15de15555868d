-- An UPDATE can move a row to another business (a custom domain handed to a new owner, an item
-- moved): both owners' responses change, so both versions move and both are announced. Migration
-- 0002's UPDATE triggers saw only the new rows, and the old owner kept serving the domain from
-- every instance's directory until its TTL ran out. Same function, now reading the old rows of
-- an UPDATE too; the UPDATE triggers are recreated with both transition tables.
CREATE OR REPLACE FUNCTION sufra_touch_business() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_ARGV[0] = 'business' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT business_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT business_id) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT b) INTO ids
        FROM (SELECT business_id FROM old_rows UNION SELECT business_id FROM new_rows) AS u(b);
    END IF;
  ELSIF TG_ARGV[0] = 'item' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT i.business_id) INTO ids FROM new_rows r JOIN items i ON i.id = r.item_id;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT i.business_id) INTO ids FROM old_rows r JOIN items i ON i.id = r.item_id;
    ELSE
      SELECT array_agg(DISTINCT i.business_id) INTO ids
        FROM (SELECT item_id FROM old_rows UNION SELECT item_id FROM new_rows) r JOIN items i ON i.id = r.item_id;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT i.business_id) INTO ids
        FROM new_rows r JOIN modifier_groups g ON g.id = r.group_id JOIN items i ON i.id = g.item_id;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT i.business_id) INTO ids
        FROM old_rows r JOIN modifier_groups g ON g.id = r.group_id JOIN items i ON i.id = g.item_id;
    ELSE
      SELECT array_agg(DISTINCT i.business_id) INTO ids
        FROM (SELECT group_id FROM old_rows UNION SELECT group_id FROM new_rows) r
        JOIN modifier_groups g ON g.id = r.group_id JOIN items i ON i.id = g.item_id;
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
    EXECUTE format('DROP TRIGGER %I ON %I', t.tbl || '_touch_upd', t.tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sufra_touch_business(%L)', t.tbl || '_touch_upd', t.tbl, t.via);
  END LOOP;
END $$;
