ALTER TABLE "modifiers" ADD COLUMN "tag_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "codes" text[];