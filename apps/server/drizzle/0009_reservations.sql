CREATE TABLE "reservation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" smallint NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"token" text NOT NULL,
	"user_id" integer,
	"reserve_type" text NOT NULL,
	"status" smallint NOT NULL,
	"party" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"local_date" text NOT NULL,
	"local_time" text NOT NULL,
	"table_id" integer,
	"area" text,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"dial_code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"reason" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_events_reservation" ON "reservation_events" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_business_idempotency_key" ON "reservations" USING btree ("business_id","idempotency_key") WHERE "reservations"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_branch_holding" ON "reservations" USING btree ("branch_id","starts_at") WHERE "reservations"."status" IN (0, 1);--> statement-breakpoint
CREATE INDEX "reservations_business_live" ON "reservations" USING btree ("business_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_user" ON "reservations" USING btree ("business_id","user_id","starts_at") WHERE "reservations"."user_id" IS NOT NULL;