CREATE TABLE "table_bill_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"position" integer NOT NULL,
	"diner_id" integer,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cash_tip" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "table_bill_parts_amount" CHECK ("table_bill_parts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "table_diners" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"diner_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price_label_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"round_id" integer,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_lines_quantity" CHECK ("table_lines"."quantity" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "table_part_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"tip" integer DEFAULT 0 NOT NULL,
	"diner_id" integer,
	"customer_id" integer,
	"confirmed_by" text,
	"payment_id" integer,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_part_payments_tip" CHECK ("table_part_payments"."tip" >= 0)
);
--> statement-breakpoint
CREATE TABLE "table_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"number" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"bill_mode" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pays_one_thing";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "table_part_id" integer;--> statement-breakpoint
ALTER TABLE "table_bill_parts" ADD CONSTRAINT "table_bill_parts_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bill_parts" ADD CONSTRAINT "table_bill_parts_diner_id_table_diners_id_fk" FOREIGN KEY ("diner_id") REFERENCES "public"."table_diners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_diners" ADD CONSTRAINT "table_diners_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_lines" ADD CONSTRAINT "table_lines_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_lines" ADD CONSTRAINT "table_lines_diner_id_table_diners_id_fk" FOREIGN KEY ("diner_id") REFERENCES "public"."table_diners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_lines" ADD CONSTRAINT "table_lines_round_id_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."table_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_part_payments" ADD CONSTRAINT "table_part_payments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_part_payments" ADD CONSTRAINT "table_part_payments_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_part_payments" ADD CONSTRAINT "table_part_payments_part_id_table_bill_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."table_bill_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD CONSTRAINT "table_rounds_session_id_table_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."table_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD CONSTRAINT "table_rounds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sessions" ADD CONSTRAINT "table_sessions_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_bill_parts_position" ON "table_bill_parts" USING btree ("session_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "table_diners_key" ON "table_diners" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "table_diners_session" ON "table_diners" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "table_lines_session" ON "table_lines" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_part_payments_once" ON "table_part_payments" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "table_part_payments_business_day" ON "table_part_payments" USING btree ("business_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "table_rounds_number" ON "table_rounds" USING btree ("session_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "table_sessions_one_open" ON "table_sessions" USING btree ("table_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "table_sessions_business_open" ON "table_sessions" USING btree ("business_id","status");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_table_part_id_table_bill_parts_id_fk" FOREIGN KEY ("table_part_id") REFERENCES "public"."table_bill_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (num_nonnulls("payments"."order_id", "payments"."purchase_id", "payments"."table_part_id") = 1);