ALTER TABLE "orders" ADD COLUMN "tip" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_percent" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cutlery" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "no_contact" boolean DEFAULT false NOT NULL;