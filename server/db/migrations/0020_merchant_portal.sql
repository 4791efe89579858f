CREATE TYPE "public"."stock_reason" AS ENUM('received', 'damaged', 'count_correction', 'returned', 'sold_out', 'back_in_stock');--> statement-breakpoint
CREATE TYPE "public"."merchant_application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."shop_role" AS ENUM('owner', 'staff');--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"reason" "stock_reason" NOT NULL,
	"note" text,
	"actor_user_id" text,
	"actor_role" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movements_after_nonnegative" CHECK ("inventory_movements"."after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "merchant_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_name" text NOT NULL,
	"license_number" text NOT NULL,
	"street" text NOT NULL,
	"zip" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"status" "merchant_application_status" DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" text,
	"rejection_reason" text,
	"merchant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"role" "shop_role" NOT NULL,
	"invited_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "closed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "closure_note" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "prices_editable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "commission_bps" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_applications" ADD CONSTRAINT "merchant_applications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_members" ADD CONSTRAINT "merchant_members_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_movements_variant_idx" ON "inventory_movements" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "inventory_movements_merchant_at_idx" ON "inventory_movements" USING btree ("merchant_id","at","id");--> statement-breakpoint
CREATE INDEX "merchant_applications_status_created_idx" ON "merchant_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_pending_license" ON "merchant_applications" USING btree (upper("license_number")) WHERE "merchant_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_pending_email" ON "merchant_applications" USING btree (lower("email")) WHERE "merchant_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "merchant_members_merchant_idx" ON "merchant_members" USING btree ("merchant_id","role");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_commission_range" CHECK ("merchants"."commission_bps" between 0 and 10000);--> statement-breakpoint
-- Each shop's owner becomes its first member, before the owner column goes.
INSERT INTO "merchant_members" ("user_id", "merchant_id", "role")
SELECT DISTINCT ON ("owner_user_id") "owner_user_id", "id", 'owner'::"shop_role" FROM "merchants"
WHERE "owner_user_id" IS NOT NULL ORDER BY "owner_user_id", "created_at", "id";--> statement-breakpoint
ALTER TABLE "merchants" DROP CONSTRAINT "merchants_owner_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "merchants" DROP COLUMN "owner_user_id";