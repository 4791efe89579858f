-- The hand-over at the door (issue 36): every ID check's verdict (never the card's data: no ID number, name, date of
-- birth, address, image or barcode text), the proof of delivery (time, place, the signature until the retention job
-- deletes it), and the one-ID-many-customers risk rule fed by the checks' keyed hashes.
CREATE TYPE "public"."id_check_method" AS ENUM('scanned', 'typed');--> statement-breakpoint
CREATE TYPE "public"."id_typed_fallback" AS ENUM('failed_scans', 'damaged_barcode', 'no_camera');--> statement-breakpoint
-- A new risk rule: the type is rebuilt rather than given a value with ADD VALUE, because a value added to an existing
-- enum cannot be used in the transaction that adds it, and the rule's row is seeded below in the same migration.
ALTER TYPE "public"."risk_rule_key" RENAME TO "risk_rule_key_old";--> statement-breakpoint
CREATE TYPE "public"."risk_rule_key" AS ENUM('new_account_large_first_order', 'many_devices_on_account', 'many_accounts_on_device', 'failed_door_checks_at_address', 'many_cancelled_orders', 'order_above_usual', 'one_id_many_customers');--> statement-breakpoint
ALTER TABLE "risk_rules" ALTER COLUMN "key" SET DATA TYPE "public"."risk_rule_key" USING "key"::text::"public"."risk_rule_key";--> statement-breakpoint
DROP TYPE "public"."risk_rule_key_old";--> statement-breakpoint
INSERT INTO "risk_rules" ("key", "enabled", "weight", "parameters") VALUES
	('one_id_many_customers', true, 40, '{"minCustomers":3,"withinDays":180}')
	ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
CREATE TABLE "delivery_proofs" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"courier_user_id" text,
	"handed_over_at" timestamp with time zone NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"accuracy_m" real,
	"signature_path" text,
	"signature_width" integer,
	"signature_height" integer,
	"signature_deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "door_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"courier_user_id" text,
	"method" "id_check_method" NOT NULL,
	"fallback" "id_typed_fallback",
	"of_age" boolean NOT NULL,
	"expiry_valid" boolean NOT NULL,
	"name_matched" boolean NOT NULL,
	"override_reason" text,
	"passed" boolean NOT NULL,
	"jurisdiction" text,
	"holder_key" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_courier_user_id_users_id_fk" FOREIGN KEY ("courier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_checks" ADD CONSTRAINT "door_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_checks" ADD CONSTRAINT "door_checks_courier_user_id_users_id_fk" FOREIGN KEY ("courier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_proofs_signed_idx" ON "delivery_proofs" USING btree ("handed_over_at") WHERE "delivery_proofs"."signature_path" is not null;--> statement-breakpoint
CREATE INDEX "door_checks_order_idx" ON "door_checks" USING btree ("order_id","checked_at");--> statement-breakpoint
CREATE INDEX "door_checks_holder_idx" ON "door_checks" USING btree ("holder_key","checked_at") WHERE "door_checks"."holder_key" is not null;