-- Live reservation status (ADR 802): every row added to reservation_events is announced on the
-- channel sufra_reservation_events when its transaction commits, in the order events' shape
-- (ADR 404; `o` is the reservation id) so the same hub fans it out.
CREATE OR REPLACE FUNCTION sufra_reservation_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sufra_reservation_events', json_build_object(
    'e', NEW.id, 'b', NEW.business_id, 'o', NEW.reservation_id, 'k', NEW.kind,
    's', NEW.status, 'p', 'none', 't', NEW.created_at
  )::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reservation_events_notify AFTER INSERT ON reservation_events
  FOR EACH ROW EXECUTE FUNCTION sufra_reservation_event_notify();
