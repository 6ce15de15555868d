-- Phone orders' status messages (ADR 1478): the channel the caller chose (null: none) and the language.
ALTER TABLE "orders" ADD COLUMN "status_messages" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text;