CREATE TYPE "public"."incident_category" AS ENUM('unsafe_location', 'aggressive_person', 'vehicle_accident', 'theft_robbery', 'id_age_problem', 'other');--> statement-breakpoint
CREATE TYPE "public"."incident_status" AS ENUM('open', 'acknowledged', 'resolved');--> statement-breakpoint
CREATE TABLE "courier_incident_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"incident_id" uuid NOT NULL,
	"from_status" "incident_status",
	"to_status" "incident_status" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"author_user_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_id" uuid NOT NULL,
	"order_id" uuid,
	"category" "incident_category" NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"position_source" text,
	"status" "incident_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_incident_notes" ADD CONSTRAINT "courier_incident_notes_incident_id_courier_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."courier_incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_incident_notes" ADD CONSTRAINT "courier_incident_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_incidents" ADD CONSTRAINT "courier_incidents_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_incidents" ADD CONSTRAINT "courier_incidents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_incident_notes_incident_idx" ON "courier_incident_notes" USING btree ("incident_id","id");--> statement-breakpoint
CREATE INDEX "courier_incidents_created_idx" ON "courier_incidents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "courier_incidents_status_created_idx" ON "courier_incidents" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "courier_incidents_category_created_idx" ON "courier_incidents" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "courier_incidents_courier_created_idx" ON "courier_incidents" USING btree ("courier_id","created_at");--> statement-breakpoint
CREATE INDEX "order_events_returned_idx" ON "order_events" USING btree ("id") WHERE "order_events"."status" = 'returned';