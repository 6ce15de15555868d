ALTER TABLE "businesses" ADD COLUMN "version_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- hand-written: version_at follows every move of version (ADR 821). Named after
-- businesses_bump_version, so PostgreSQL runs it second and sees the moved version.
CREATE OR REPLACE FUNCTION sufra_business_version_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version IS DISTINCT FROM OLD.version THEN
    NEW.version_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER businesses_version_at BEFORE UPDATE ON businesses
  FOR EACH ROW EXECUTE FUNCTION sufra_business_version_at();
