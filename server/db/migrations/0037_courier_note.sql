ALTER TABLE "orders" ADD COLUMN "courier_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_note_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_note_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_note_by_users_id_fk" FOREIGN KEY ("courier_note_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_note_length" CHECK (char_length("orders"."courier_note") <= 280);