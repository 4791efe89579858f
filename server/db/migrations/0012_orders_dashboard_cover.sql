-- The dashboard's figures for a period read every order placed in it: with these columns in the index, that is an
-- index-only scan of the period's slice, never the table's pages (drizzle has no INCLUDE, so this one is hand-written).
CREATE INDEX "orders_dashboard_cover_idx" ON "orders" USING btree ("created_at")
  INCLUDE ("status", "subtotal_cents", "discount_cents", "delivery_fee_cents", "excise_cents", "delivered_at", "window_end");
