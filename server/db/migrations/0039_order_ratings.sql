CREATE TABLE "order_ratings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"courier_user_id" text,
	"order_stars" integer NOT NULL,
	"courier_stars" integer,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_order_stars" CHECK ("order_ratings"."order_stars" between 1 and 5),
	CONSTRAINT "order_ratings_courier_stars" CHECK ("order_ratings"."courier_stars" is null or "order_ratings"."courier_stars" between 1 and 5),
	CONSTRAINT "order_ratings_comment_length" CHECK (char_length("order_ratings"."comment") <= 500)
);
--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_courier_user_id_users_id_fk" FOREIGN KEY ("courier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_ratings_courier_idx" ON "order_ratings" USING btree ("courier_user_id");