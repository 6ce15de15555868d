ALTER TABLE "modifier_groups" ADD COLUMN "shared_id" integer;--> statement-breakpoint
CREATE INDEX "modifier_groups_shared_id_index" ON "modifier_groups" USING btree ("shared_id");