CREATE TYPE "public"."product_status" AS ENUM('draft', 'active', 'archived');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('image', 'document');--> statement-breakpoint
ALTER TYPE "public"."stock_reason" ADD VALUE 'sale';--> statement-breakpoint
ALTER TYPE "public"."stock_reason" ADD VALUE 'order_cancelled';--> statement-breakpoint
ALTER TYPE "public"."coupon_kind" ADD VALUE 'free_delivery';--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "product_images_product_id_media_id_pk" PRIMARY KEY("product_id","media_id"),
	CONSTRAINT "product_images_alt_present" CHECK (length(btrim("product_images"."alt")) > 0)
);
--> statement-breakpoint
CREATE TABLE "product_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" "product_category" NOT NULL,
	"defaults" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "media_kind" NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"uploaded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_size_positive" CHECK ("media_assets"."byte_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_value_positive";--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "accreditation" text;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "expires_at" date;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "cannabinoids" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "certificate_media_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "lab_result_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "producer_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "producer_license" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" "product_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "status" = CASE WHEN "is_active" THEN 'active' ELSE 'archived' END::product_status;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_active" boolean GENERATED ALWAYS AS (status = 'active') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "shop_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "categories" "product_category"[] DEFAULT '{}'::product_category[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_media_id_media_assets_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_media_idx" ON "product_images" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "media_assets_kind_created_idx" ON "media_assets" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "media_assets_sha_idx" ON "media_assets" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_certificate_media_id_media_assets_id_fk" FOREIGN KEY ("certificate_media_id") REFERENCES "public"."media_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_lab_result_id_lab_results_id_fk" FOREIGN KEY ("lab_result_id") REFERENCES "public"."lab_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_low_stock_idx" ON "product_variants" USING btree ("product_id") WHERE "product_variants"."stock" <= "product_variants"."low_stock_threshold";--> statement-breakpoint
CREATE INDEX "products_status_updated_idx" ON "products" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "products_merchant_idx" ON "products" USING btree ("merchant_id");--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_product_batch_key" UNIQUE("product_id","batch_number");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_sku_unique" UNIQUE("sku");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_threshold_nonnegative" CHECK ("product_variants"."low_stock_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_value_positive" CHECK ("coupons"."kind"::text = 'free_delivery' or "coupons"."value" > 0);--> statement-breakpoint
-- Hand-written: the seeded products' producer is their shop until the catalog team enters one.
UPDATE "products" p SET "producer_name" = m."name", "producer_license" = m."license_number"
  FROM "merchants" m WHERE m."id" = p."merchant_id" AND p."producer_name" IS NULL;--> statement-breakpoint
-- Every variant's stock opens in the ledger, so the stock can always be rebuilt from it.
INSERT INTO "inventory_movements" ("variant_id", "merchant_id", "before", "after", "reason", "note", "actor_role")
  SELECT v."id", p."merchant_id", 0, v."stock", 'count_correction', 'Opening balance', 'system'
  FROM "product_variants" v JOIN "products" p ON p."id" = v."product_id"
  WHERE NOT EXISTS (SELECT 1 FROM "inventory_movements" m WHERE m."variant_id" = v."id");
