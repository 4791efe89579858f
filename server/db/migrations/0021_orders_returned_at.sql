ALTER TABLE "orders" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
-- The return's time is the order's first `returned` event (a later restock adds another event with the same status).
UPDATE "orders" o SET "returned_at" = e."at"
FROM (SELECT "order_id", min("created_at") AS "at" FROM "order_events" WHERE "status" = 'returned' GROUP BY "order_id") e
WHERE e."order_id" = o."id" AND o."status" = 'returned';--> statement-breakpoint
UPDATE "orders" SET "returned_at" = "updated_at" WHERE "status" = 'returned' AND "returned_at" IS NULL;--> statement-breakpoint
-- Returns by time with their reason, index-only (compliance returns by reason, age verification's failed door checks).
CREATE INDEX "orders_returned_at_idx" ON "orders" USING btree ("returned_at", "id") INCLUDE ("return_reason") WHERE "status" = 'returned';--> statement-breakpoint
DROP INDEX IF EXISTS "orders_returned_reason_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "order_events_returned_at_idx";
