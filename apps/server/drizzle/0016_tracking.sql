CREATE TABLE "conversion_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"event_name" text NOT NULL,
	"source_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"consent" boolean NOT NULL,
	"source_url" text,
	"client_ip" text,
	"user_agent" text,
	"queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversion_events" ADD CONSTRAINT "conversion_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_events_business_event" ON "conversion_events" USING btree ("business_id","event_id");