ALTER TABLE "notifications_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "profiles_phone_idx" ON "profiles" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "notifications_outbox_channel_idx" ON "notifications_outbox" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "couriers_name_prefix_idx" ON "couriers" USING btree (lower("full_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "couriers_phone_idx" ON "couriers" USING btree ("phone");