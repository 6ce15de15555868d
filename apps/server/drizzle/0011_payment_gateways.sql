CREATE TABLE "payment_gateways" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"secret_key_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_secret_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD CONSTRAINT "payment_gateways_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_pending" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
-- A business's gateway decides which online methods its storefront offers: its changes move the
-- business version like every other table the restaurant response reads (ADR 201, ADR 721).
CREATE TRIGGER payment_gateways_touch_ins AFTER INSERT ON payment_gateways REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sufra_touch_business('business');--> statement-breakpoint
CREATE TRIGGER payment_gateways_touch_upd AFTER UPDATE ON payment_gateways REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sufra_touch_business('business');--> statement-breakpoint
CREATE TRIGGER payment_gateways_touch_del AFTER DELETE ON payment_gateways REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sufra_touch_business('business');
