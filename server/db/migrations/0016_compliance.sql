CREATE TYPE "public"."refusal_rule" AS ENUM('purchase_limit_flower', 'purchase_limit_concentrate', 'delivery_area', 'hours', 'age', 'signup_age', 'application_age', 'carry_limit');--> statement-breakpoint
CREATE TYPE "public"."refusal_surface" AS ENUM('checkout', 'sign_up', 'courier_application', 'courier_accept', 'dispatch_assign');--> statement-breakpoint
CREATE TABLE "compliance_excise_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"taxable_cents" bigint NOT NULL,
	"excise_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"rule" "refusal_rule" NOT NULL,
	"surface" "refusal_surface" NOT NULL,
	"user_id" text,
	"day" date GENERATED ALWAYS AS ((("at" at time zone 'America/New_York'))::date) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_refusals" ADD CONSTRAINT "compliance_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_refusals_at_idx" ON "compliance_refusals" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "compliance_refusals_day_idx" ON "compliance_refusals" USING btree ("day","rule","surface");--> statement-breakpoint
-- Hand-written below. compliance_excise_days follows the delivered orders: statement-level triggers on orders add
-- what their statement delivered and take back what it undid (a delivered order changed, deleted or moved out of
-- delivered), by the New York day of delivery; net-zero days are left alone.
CREATE FUNCTION "compliance_excise_days_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "compliance_excise_days" AS "d" ("day", "orders", "taxable_cents", "excise_cents")
  SELECT "day", "orders", "taxable", "excise" FROM (
    SELECT ("delivered_at" AT TIME ZONE 'America/New_York')::date AS "day", sum("n")::int AS "orders",
           sum("n" * ("subtotal_cents" - "discount_cents"))::bigint AS "taxable", sum("n" * "excise_cents")::bigint AS "excise"
    FROM (SELECT 1 AS "n", "status", "delivered_at", "subtotal_cents", "discount_cents", "excise_cents" FROM "new_rows") "x" WHERE "status" = 'delivered' AND "delivered_at" IS NOT NULL GROUP BY 1
  ) "c" WHERE "orders" <> 0 OR "taxable" <> 0 OR "excise" <> 0
  ON CONFLICT ("day") DO UPDATE SET "orders" = "d"."orders" + excluded."orders",
    "taxable_cents" = "d"."taxable_cents" + excluded."taxable_cents", "excise_cents" = "d"."excise_cents" + excluded."excise_cents";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "compliance_excise_days_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "compliance_excise_days" AS "d" ("day", "orders", "taxable_cents", "excise_cents")
  SELECT "day", "orders", "taxable", "excise" FROM (
    SELECT ("delivered_at" AT TIME ZONE 'America/New_York')::date AS "day", sum("n")::int AS "orders",
           sum("n" * ("subtotal_cents" - "discount_cents"))::bigint AS "taxable", sum("n" * "excise_cents")::bigint AS "excise"
    FROM (SELECT 1 AS "n", "status", "delivered_at", "subtotal_cents", "discount_cents", "excise_cents" FROM "new_rows" UNION ALL SELECT -1 AS "n", "status", "delivered_at", "subtotal_cents", "discount_cents", "excise_cents" FROM "old_rows") "x" WHERE "status" = 'delivered' AND "delivered_at" IS NOT NULL GROUP BY 1
  ) "c" WHERE "orders" <> 0 OR "taxable" <> 0 OR "excise" <> 0
  ON CONFLICT ("day") DO UPDATE SET "orders" = "d"."orders" + excluded."orders",
    "taxable_cents" = "d"."taxable_cents" + excluded."taxable_cents", "excise_cents" = "d"."excise_cents" + excluded."excise_cents";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "compliance_excise_days_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "compliance_excise_days" AS "d" ("day", "orders", "taxable_cents", "excise_cents")
  SELECT "day", "orders", "taxable", "excise" FROM (
    SELECT ("delivered_at" AT TIME ZONE 'America/New_York')::date AS "day", sum("n")::int AS "orders",
           sum("n" * ("subtotal_cents" - "discount_cents"))::bigint AS "taxable", sum("n" * "excise_cents")::bigint AS "excise"
    FROM (SELECT -1 AS "n", "status", "delivered_at", "subtotal_cents", "discount_cents", "excise_cents" FROM "old_rows") "x" WHERE "status" = 'delivered' AND "delivered_at" IS NOT NULL GROUP BY 1
  ) "c" WHERE "orders" <> 0 OR "taxable" <> 0 OR "excise" <> 0
  ON CONFLICT ("day") DO UPDATE SET "orders" = "d"."orders" + excluded."orders",
    "taxable_cents" = "d"."taxable_cents" + excluded."taxable_cents", "excise_cents" = "d"."excise_cents" + excluded."excise_cents";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_excise_days_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_excise_days_insert"();--> statement-breakpoint
CREATE TRIGGER "orders_excise_days_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_excise_days_update"();--> statement-breakpoint
CREATE TRIGGER "orders_excise_days_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_excise_days_delete"();--> statement-breakpoint
INSERT INTO "compliance_excise_days" ("day", "orders", "taxable_cents", "excise_cents")
SELECT ("delivered_at" AT TIME ZONE 'America/New_York')::date, count(*)::int, sum("subtotal_cents" - "discount_cents")::bigint, sum("excise_cents")::bigint
FROM "orders" WHERE "status" = 'delivered' AND "delivered_at" IS NOT NULL GROUP BY 1;--> statement-breakpoint
-- Age verification: door ID checks that passed, newest first, and the returns (failed hand-overs) of a period.
CREATE INDEX "orders_id_checked_idx" ON "orders" USING btree ("id_checked_at","id") WHERE "id_checked_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_returned_reason_idx" ON "orders" USING btree ("id") INCLUDE ("return_reason") WHERE "status" = 'returned';--> statement-breakpoint
CREATE INDEX "order_events_returned_at_idx" ON "order_events" USING btree ("created_at","order_id") WHERE "status" = 'returned';
--> statement-breakpoint
-- The compliance page's manifests: what each courier holds now (as the carry limit counts it), index-only.
CREATE INDEX "orders_courier_load_idx" ON "orders" USING btree ("courier_user_id") INCLUDE ("subtotal_cents") WHERE "courier_user_id" IS NOT NULL AND ("status" IN ('preparing', 'ready', 'in_transit') OR ("status" = 'returned' AND "restocked_at" IS NULL));
