-- Own delivery fleet (ADR 1410–1414): runs of drops per driver, and one live position per driver
-- on a run (deleted when the run ends). Positions and deliveries are announced by the service on
-- the channel sufra_driver_events (pg_notify in the writing statement or transaction).
CREATE TABLE "delivery_drops" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"step" text DEFAULT 'assigned' NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"picked_up_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cash_due" integer NOT NULL,
	"cash_collected" integer,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"driver_id" integer,
	"driver_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "driver_positions" (
	"driver_id" integer PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" real,
	"speed" real,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_drops" ADD CONSTRAINT "delivery_drops_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_drops" ADD CONSTRAINT "delivery_drops_run_id_delivery_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."delivery_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_drops" ADD CONSTRAINT "delivery_drops_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_runs" ADD CONSTRAINT "delivery_runs_driver_id_staff_members_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_driver_id_staff_members_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_positions" ADD CONSTRAINT "driver_positions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_drops_run" ON "delivery_drops" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "delivery_drops_business" ON "delivery_drops" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "delivery_runs_driver_open" ON "delivery_runs" USING btree ("driver_id") WHERE "delivery_runs"."finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "delivery_runs_business_created" ON "delivery_runs" USING btree ("business_id","created_at");