CREATE TYPE "public"."courier_application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('car', 'bike', 'scooter', 'foot');--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"borough" text NOT NULL,
	"vehicle_type" "vehicle_type" NOT NULL,
	"birth_date" date NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"status" "courier_application_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"commission_rate" numeric(5, 2) NOT NULL,
	"commission_cents" integer NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courier_earnings_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "courier_locations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"courier_id" uuid NOT NULL,
	"lat" numeric(9, 6) NOT NULL,
	"lng" numeric(9, 6) NOT NULL,
	"accuracy" numeric(9, 1),
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_unlocks" (
	"session_id" text PRIMARY KEY NOT NULL,
	"courier_id" uuid NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"vehicle_type" "vehicle_type" NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"current_lat" numeric(9, 6),
	"current_lng" numeric(9, 6),
	"location_updated_at" timestamp with time zone,
	"commission_rate" numeric(5, 2) DEFAULT 30 NOT NULL,
	"pin_hash" text,
	"pin_set_at" timestamp with time zone,
	"pin_last_verified_at" timestamp with time zone,
	"pin_failed_attempts" integer DEFAULT 0 NOT NULL,
	"pin_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "couriers_commission_range" CHECK ("couriers"."commission_rate" >= 0 and "couriers"."commission_rate" <= 100)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dropoff_lat" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dropoff_lng" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "restocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_earnings" ADD CONSTRAINT "courier_earnings_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_earnings" ADD CONSTRAINT "courier_earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_locations" ADD CONSTRAINT "courier_locations_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_unlocks" ADD CONSTRAINT "courier_unlocks_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_unlocks" ADD CONSTRAINT "courier_unlocks_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couriers" ADD CONSTRAINT "couriers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_target_idx" ON "audit_logs" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("action");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_applications_pending_email" ON "courier_applications" USING btree (lower("email")) WHERE "courier_applications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "courier_applications_pending_phone" ON "courier_applications" USING btree ("phone") WHERE "courier_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "courier_earnings_courier_idx" ON "courier_earnings" USING btree ("courier_id","earned_at");--> statement-breakpoint
CREATE INDEX "courier_locations_courier_idx" ON "courier_locations" USING btree ("courier_id","recorded_at");--> statement-breakpoint
CREATE INDEX "couriers_online_idx" ON "couriers" USING btree ("is_online");--> statement-breakpoint
CREATE INDEX "orders_courier_idx" ON "orders" USING btree ("courier_user_id","status");