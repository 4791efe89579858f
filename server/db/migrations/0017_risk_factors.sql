CREATE TYPE "public"."risk_rule_key" AS ENUM('new_account_large_first_order', 'many_devices_on_account', 'many_accounts_on_device', 'failed_door_checks_at_address', 'many_cancelled_orders', 'order_above_usual');--> statement-breakpoint
CREATE TABLE "risk_rules" (
	"key" "risk_rule_key" PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"weight" integer NOT NULL,
	"parameters" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "risk_rules_weight_range" CHECK ("risk_rules"."weight" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "risk_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"hold_threshold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "risk_settings_one_row" CHECK ("risk_settings"."id" = 1),
	CONSTRAINT "risk_settings_threshold_range" CHECK ("risk_settings"."hold_threshold" between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "risk_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "risk_rules" ADD CONSTRAINT "risk_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_settings" ADD CONSTRAINT "risk_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_held_created_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."held_at" is not null and "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_returned_address_idx" ON "orders" USING btree ("zip",lower("street"),"created_at") WHERE "orders"."status" = 'returned';--> statement-breakpoint
-- Hand-written: the rules' defaults and the hold threshold (domain/risk/rules.ts DEFAULT_RISK_RULES, keep in step).
INSERT INTO "risk_rules" ("key", "enabled", "weight", "parameters") VALUES
	('new_account_large_first_order', true, 40, '{"maxAccountAgeDays":7,"minTotalCents":30000}'),
	('many_devices_on_account', true, 25, '{"minDevices":4}'),
	('many_accounts_on_device', true, 35, '{"minAccounts":3}'),
	('failed_door_checks_at_address', true, 40, '{"minFailures":2,"withinDays":180}'),
	('many_cancelled_orders', true, 20, '{"minCancelled":3,"withinDays":90}'),
	('order_above_usual', true, 30, '{"multiplier":3,"minDeliveredOrders":3}');--> statement-breakpoint
INSERT INTO "risk_settings" ("id", "hold_threshold") VALUES (1, 60);
