-- An order's public reference (ADR 1471): 8 characters of Crockford's base32 (no I, L, O, U),
-- 40 bits from the server's strong random source (gen_random_uuid), never all digits (an old
-- numeric order id stays told apart from it), drawn again while taken.
CREATE FUNCTION "sufra_order_public_ref"() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  bytes bytea;
  n bigint;
  ref text;
BEGIN
  LOOP
    -- The first 5 bytes of a version-4 UUID are all random (the version and variant bits come later).
    bytes := uuid_send(gen_random_uuid());
    n := 0;
    FOR i IN 0..4 LOOP
      n := n * 256 + get_byte(bytes, i);
    END LOOP;
    ref := '';
    FOR i IN 1..8 LOOP
      ref := substr(alphabet, (n & 31)::int + 1, 1) || ref;
      n := n >> 5;
    END LOOP;
    IF ref !~ '^[0-9]+$' AND NOT EXISTS (SELECT 1 FROM orders WHERE public_ref = ref) THEN
      RETURN ref;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "public_ref" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_ref" ON "orders" USING btree ("public_ref");
--> statement-breakpoint
-- One row at a time: each UPDATE is its own command, so the next draw sees the references before it.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id FROM orders WHERE public_ref IS NULL ORDER BY id LOOP
    UPDATE orders SET public_ref = sufra_order_public_ref() WHERE id = r.id;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "public_ref" SET DEFAULT sufra_order_public_ref();
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "public_ref" SET NOT NULL;
