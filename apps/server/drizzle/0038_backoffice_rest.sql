ALTER TABLE "discounts" ADD COLUMN "days" integer[];--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "from_minute" integer;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "to_minute" integer;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "applies_to" text DEFAULT 'items' NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;