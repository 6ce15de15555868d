-- A booking's public reference (ADR 1494): the order's kind (ADR 1471) — 8 characters of
-- Crockford's base32, 40 random bits from gen_random_uuid, never all digits (an old numeric
-- booking id stays told apart from it), drawn again while taken.
CREATE FUNCTION "sufra_reservation_public_ref"() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  bytes bytea;
  n bigint;
  ref text;
BEGIN
  LOOP
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
    IF ref !~ '^[0-9]+$' AND NOT EXISTS (SELECT 1 FROM reservations WHERE public_ref = ref) THEN
      RETURN ref;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "public_ref" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_public_ref" ON "reservations" USING btree ("public_ref");
--> statement-breakpoint
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id FROM reservations WHERE public_ref IS NULL ORDER BY id LOOP
    UPDATE reservations SET public_ref = sufra_reservation_public_ref() WHERE id = r.id;
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "public_ref" SET DEFAULT sufra_reservation_public_ref();
--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "public_ref" SET NOT NULL;
--> statement-breakpoint
-- A diner's live stream numbers an order's (a booking's) events 1, 2, 3… (ADR 1493), not by the
-- global sequence: `n` is the event's place among its order's events. Events of one order are
-- written under its row's lock, so the count is the place. Staff streams keep `e`.
CREATE OR REPLACE FUNCTION sufra_order_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sufra_order_events', json_build_object(
    'e', NEW.id, 'b', NEW.business_id, 'o', NEW.order_id, 'k', NEW.kind,
    's', NEW.status, 'p', NEW.payment_state, 't', NEW.created_at,
    'n', (SELECT count(*) FROM order_events WHERE order_id = NEW.order_id AND id <= NEW.id)
  )::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sufra_reservation_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sufra_reservation_events', json_build_object(
    'e', NEW.id, 'b', NEW.business_id, 'o', NEW.reservation_id, 'k', NEW.kind,
    's', NEW.status, 'p', 'none', 't', NEW.created_at,
    'n', (SELECT count(*) FROM reservation_events WHERE reservation_id = NEW.reservation_id AND id <= NEW.id)
  )::text);
  RETURN NULL;
END $$;
