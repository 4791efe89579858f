CREATE TYPE "public"."chat_mode" AS ENUM('ai', 'human');--> statement-breakpoint
CREATE TYPE "public"."chat_resolution" AS ENUM('resolved', 'follow_up_email', 'no_reply', 'spam');--> statement-breakpoint
CREATE TYPE "public"."chat_sender" AS ENUM('user', 'ai', 'staff');--> statement-breakpoint
CREATE TYPE "public"."chat_status" AS ENUM('active', 'closed');--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"sender_type" "chat_sender" NOT NULL,
	"staff_user_id" text,
	"message" text NOT NULL,
	"source_label" text,
	"source_href" text,
	"intent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_length_check" CHECK (char_length("chat_messages"."message") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"guest_id" text,
	"guest_token_hash" text,
	"mode" "chat_mode" DEFAULT 'ai' NOT NULL,
	"status" "chat_status" DEFAULT 'active' NOT NULL,
	"waiting_since" timestamp with time zone,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"resolution" "chat_resolution",
	"resolution_note" text,
	"contact_email" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_owner_check" CHECK ("chat_sessions"."user_id" is not null or "chat_sessions"."guest_token_hash" is not null),
	CONSTRAINT "chat_sessions_closed_check" CHECK (("chat_sessions"."status" = 'closed') = ("chat_sessions"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_search_idx" ON "chat_messages" USING gin (to_tsvector('english', "message"));--> statement-breakpoint
CREATE INDEX "chat_sessions_guest_idx" ON "chat_sessions" USING btree ("guest_token_hash","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_user_idx" ON "chat_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_queue_idx" ON "chat_sessions" USING btree ("waiting_since") WHERE "chat_sessions"."mode" = 'human' and "chat_sessions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "chat_sessions_recent_idx" ON "chat_sessions" USING btree ("last_message_at","id");