ALTER TABLE "chat_sessions" ADD COLUMN "handover_reason" text;--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("email"),"created_at") WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE INDEX "orders_guest_phone_idx" ON "orders" USING btree ("phone","created_at") WHERE "orders"."user_id" is null;