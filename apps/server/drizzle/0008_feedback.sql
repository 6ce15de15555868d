CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ratings" (
	"order_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_order_id_pk" PRIMARY KEY("order_id")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"diner_key" text NOT NULL,
	"phone" text,
	"locale" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"thank_you" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"period" text DEFAULT 'month' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email" ON "newsletter_subscribers" USING btree ("business_id",lower("email"));--> statement-breakpoint
CREATE INDEX "order_ratings_business" ON "order_ratings" USING btree ("business_id","stars");--> statement-breakpoint
CREATE INDEX "survey_questions_survey" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_one_per_diner" ON "survey_responses" USING btree ("survey_id","period_key","diner_key");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_one_per_phone" ON "survey_responses" USING btree ("survey_id","period_key","phone") WHERE "survey_responses"."phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "survey_responses_business" ON "survey_responses" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "surveys_business" ON "surveys" USING btree ("business_id");
--> statement-breakpoint
-- The staff board shows new feedback live (ADR 782): every survey answer and order rating is
-- announced on sufra_feedback_events when its transaction commits, like order events (ADR 404).
CREATE OR REPLACE FUNCTION sufra_feedback_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only its own table's columns (NEW has no field of the other table).
  IF TG_TABLE_NAME = 'order_ratings' THEN
    PERFORM pg_notify('sufra_feedback_events',
      json_build_object('b', NEW.business_id, 'k', 'rating', 'id', NEW.order_id)::text);
  ELSE
    PERFORM pg_notify('sufra_feedback_events',
      json_build_object('b', NEW.business_id, 'k', 'survey', 'id', NEW.id)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER survey_responses_notify AFTER INSERT ON survey_responses
  FOR EACH ROW EXECUTE FUNCTION sufra_feedback_notify();--> statement-breakpoint
CREATE TRIGGER order_ratings_notify AFTER INSERT ON order_ratings
  FOR EACH ROW EXECUTE FUNCTION sufra_feedback_notify();
