CREATE TABLE "wallet_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"customer_id" integer,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_accounts_owner" UNIQUE NULLS NOT DISTINCT("business_id","kind","customer_id"),
	CONSTRAINT "wallet_accounts_kind" CHECK (("wallet_accounts"."customer_id" IS NOT NULL AND "wallet_accounts"."kind" IN ('wallet', 'hold')) OR ("wallet_accounts"."customer_id" IS NULL AND "wallet_accounts"."kind" IN ('clearing', 'promotions', 'sales', 'adjustments'))),
	CONSTRAINT "wallet_accounts_not_negative" CHECK ("wallet_accounts"."customer_id" IS NULL OR "wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "wallet_entries_not_zero" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"credit" integer NOT NULL,
	"bonus_expiry_days" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "wallet_packages_amounts" CHECK ("wallet_packages"."price" > 0 AND "wallet_packages"."credit" >= "wallet_packages"."price")
);
--> statement-breakpoint
CREATE TABLE "wallet_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"price" integer NOT NULL,
	"credit" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bonus_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"order_id" integer,
	"purchase_id" integer,
	"reason" text,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_key" UNIQUE("business_id","key")
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_packages" ADD CONSTRAINT "wallet_packages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_purchases" ADD CONSTRAINT "wallet_purchases_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_purchases" ADD CONSTRAINT "wallet_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_purchases" ADD CONSTRAINT "wallet_purchases_package_id_wallet_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."wallet_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entries_transaction" ON "wallet_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_account" ON "wallet_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wallet_packages_business" ON "wallet_packages" USING btree ("business_id","position");--> statement-breakpoint
CREATE INDEX "wallet_purchases_customer" ON "wallet_purchases" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "wallet_purchases_bonus_expiry" ON "wallet_purchases" USING btree ("bonus_expires_at") WHERE "wallet_purchases"."status" = 'paid' AND "wallet_purchases"."bonus_expires_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wallet_transactions_history" ON "wallet_transactions" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_order" ON "wallet_transactions" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_id_wallet_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."wallet_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pays_one_thing" CHECK (("payments"."order_id" IS NULL) <> ("payments"."purchase_id" IS NULL));--> statement-breakpoint
-- hand-written: the ledger's rules in the database (ADR 760). A customer account's balance moves
-- with every entry (its CHECK refuses a negative one), entries never change, and a transaction's
-- entries sum to zero when it commits.
CREATE FUNCTION wallet_entry_applied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wallet_accounts SET balance = balance + NEW.amount
    WHERE id = NEW.account_id AND customer_id IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_apply AFTER INSERT ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entry_applied();
--> statement-breakpoint
CREATE FUNCTION wallet_entry_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet entries are append-only' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE ON wallet_entries
  FOR EACH ROW EXECUTE FUNCTION wallet_entry_frozen();
--> statement-breakpoint
CREATE FUNCTION wallet_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM wallet_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'wallet transaction % does not balance (%)', NEW.transaction_id, total
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_entries_balanced AFTER INSERT ON wallet_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wallet_transaction_balanced();
