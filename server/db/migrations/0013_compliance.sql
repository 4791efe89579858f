CREATE TYPE "public"."refusal_rule" AS ENUM('purchase_limit_flower', 'purchase_limit_concentrate', 'delivery_area', 'hours', 'age', 'signup_age', 'application_age', 'carry_limit');--> statement-breakpoint
CREATE TYPE "public"."refusal_surface" AS ENUM('checkout', 'sign_up', 'courier_application', 'courier_accept', 'dispatch_assign');--> statement-breakpoint
CREATE TABLE "compliance_refusals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"rule" "refusal_rule" NOT NULL,
	"surface" "refusal_surface" NOT NULL,
	"user_id" text
);
--> statement-breakpoint
ALTER TABLE "compliance_refusals" ADD CONSTRAINT "compliance_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_refusals_at_idx" ON "compliance_refusals" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "compliance_refusals_rule_at_idx" ON "compliance_refusals" USING btree ("rule","at");--> statement-breakpoint
-- Hand-written (drizzle has no INCLUDE): the compliance page's excise reads the delivered orders of a period by their
-- delivery time, an index-only scan of that slice with the excise in the index.
CREATE INDEX "orders_delivered_excise_idx" ON "orders" USING btree ("delivered_at") INCLUDE ("excise_cents") WHERE "status" = 'delivered';--> statement-breakpoint
-- Age verification: door ID checks that passed, newest first, and the returns (failed hand-overs) of a period.
CREATE INDEX "orders_id_checked_idx" ON "orders" USING btree ("id_checked_at","id") WHERE "id_checked_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_events_returned_idx" ON "order_events" USING btree ("created_at","order_id") WHERE "status" = 'returned';
