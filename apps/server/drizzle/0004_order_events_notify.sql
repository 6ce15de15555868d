-- Live order status (ADR 404): every row added to order_events is announced on the channel
-- sufra_order_events, whoever writes it, and only when its transaction commits. Each server
-- instance LISTENs on one dedicated connection and fans the news out to its SSE streams, so a
-- status set through one instance reaches customers connected to any other.
CREATE OR REPLACE FUNCTION sufra_order_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sufra_order_events', json_build_object(
    'e', NEW.id, 'b', NEW.business_id, 'o', NEW.order_id, 'k', NEW.kind,
    's', NEW.status, 'p', NEW.payment_state, 't', NEW.created_at
  )::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_events_notify AFTER INSERT ON order_events
  FOR EACH ROW EXECUTE FUNCTION sufra_order_event_notify();
