-- The write path (issue 35): indexes a new order or a stock take wrote to without need. Indexes led by a column that
-- is null at checkout (user, courier, coupon) become partial on "not null"; the variants lose the one index that
-- read `stock`, so a take is a HOT update. On a big database, apply it at a quiet hour: writes to orders wait
-- while its indexes are rebuilt.
DROP INDEX "product_variants_low_stock_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
DROP INDEX "orders_courier_idx";--> statement-breakpoint
DROP INDEX "orders_courier_created_idx";--> statement-breakpoint
DROP INDEX "orders_coupon_created_idx";--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at") WHERE "orders"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_courier_idx" ON "orders" USING btree ("courier_user_id","status") WHERE "orders"."courier_user_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_courier_created_idx" ON "orders" USING btree ("courier_user_id","created_at","id") WHERE "orders"."courier_user_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_coupon_created_idx" ON "orders" USING btree ("coupon_code","created_at","id") WHERE "orders"."coupon_code" is not null;--> statement-breakpoint
-- The dashboard's covering index also serves the staff list's created-time order (it replaces orders_created_idx):
-- one index fewer for every order written. Hand-written: drizzle has no INCLUDE.
DROP INDEX "orders_dashboard_cover_idx";--> statement-breakpoint
CREATE INDEX "orders_dashboard_cover_idx" ON "orders" USING btree ("created_at","id")
  INCLUDE ("status", "subtotal_cents", "discount_cents", "delivery_fee_cents", "excise_cents", "delivered_at", "window_end");
