ALTER TABLE "taxes" ADD COLUMN "except_item_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "except_category_ids" integer[] DEFAULT '{}' NOT NULL;
