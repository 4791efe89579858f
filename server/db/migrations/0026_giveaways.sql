CREATE TYPE "public"."giveaway_entry_source" AS ENUM('entry', 'referral', 'order', 'free_alternative');--> statement-breakpoint
CREATE TYPE "public"."giveaway_winner_status" AS ENUM('standby', 'notified', 'claimed', 'forfeited', 'disqualified');--> statement-breakpoint
CREATE TABLE "giveaway_draws" (
	"giveaway_id" uuid PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"entries" jsonb NOT NULL,
	"entries_hash" text NOT NULL,
	"seed" text NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"drawn_by" text
);
--> statement-breakpoint
CREATE TABLE "giveaway_entrants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"giveaway_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"share_code" text NOT NULL,
	"referred_by" uuid,
	"device_id" text,
	"zip" text NOT NULL,
	"birth_date" date NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disqualified_at" timestamp with time zone,
	"disqualified_reason" text,
	"disqualified_by" text,
	CONSTRAINT "giveaway_entrants_share_code_unique" UNIQUE("share_code")
);
--> statement-breakpoint
CREATE TABLE "giveaway_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"giveaway_id" uuid NOT NULL,
	"entrant_id" uuid NOT NULL,
	"source" "giveaway_entry_source" NOT NULL,
	"entries" integer NOT NULL,
	"referred_entrant_id" uuid,
	"order_id" uuid,
	"ny_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaway_entries_positive" CHECK ("giveaway_entries"."entries" > 0)
);
--> statement-breakpoint
CREATE TABLE "giveaway_winners" (
	"giveaway_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"entrant_id" uuid NOT NULL,
	"status" "giveaway_winner_status" NOT NULL,
	"claim_deadline" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	"passed_reason" text,
	CONSTRAINT "giveaway_winners_giveaway_id_rank_pk" PRIMARY KEY("giveaway_id","rank")
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"prize" text NOT NULL,
	"prize_value_cents" integer NOT NULL,
	"sponsor" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"entry_entries" integer DEFAULT 1 NOT NULL,
	"referral_entries" integer DEFAULT 0 NOT NULL,
	"order_entries" integer DEFAULT 0 NOT NULL,
	"per_person_limit" integer NOT NULL,
	"winners_count" integer DEFAULT 1 NOT NULL,
	"alternates_count" integer DEFAULT 2 NOT NULL,
	"claim_days" integer DEFAULT 14 NOT NULL,
	"rules_additions" text DEFAULT '' NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaways_slug_unique" UNIQUE("slug"),
	CONSTRAINT "giveaways_dates" CHECK ("giveaways"."ends_at" > "giveaways"."starts_at"),
	CONSTRAINT "giveaways_counts" CHECK ("giveaways"."entry_entries" > 0 and "giveaways"."referral_entries" >= 0 and "giveaways"."order_entries" >= 0),
	CONSTRAINT "giveaways_limit" CHECK ("giveaways"."per_person_limit" >= "giveaways"."entry_entries"),
	CONSTRAINT "giveaways_winners" CHECK ("giveaways"."winners_count" > 0 and "giveaways"."alternates_count" >= 0 and "giveaways"."claim_days" > 0),
	CONSTRAINT "giveaways_value" CHECK ("giveaways"."prize_value_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "giveaway_draws" ADD CONSTRAINT "giveaway_draws_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_draws" ADD CONSTRAINT "giveaway_draws_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entrants" ADD CONSTRAINT "giveaway_entrants_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entrants" ADD CONSTRAINT "giveaway_entrants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entrants" ADD CONSTRAINT "giveaway_entrants_disqualified_by_users_id_fk" FOREIGN KEY ("disqualified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_entrant_id_giveaway_entrants_id_fk" FOREIGN KEY ("entrant_id") REFERENCES "public"."giveaway_entrants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_referred_entrant_id_giveaway_entrants_id_fk" FOREIGN KEY ("referred_entrant_id") REFERENCES "public"."giveaway_entrants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_entries" ADD CONSTRAINT "giveaway_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_winners" ADD CONSTRAINT "giveaway_winners_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_winners" ADD CONSTRAINT "giveaway_winners_entrant_id_giveaway_entrants_id_fk" FOREIGN KEY ("entrant_id") REFERENCES "public"."giveaway_entrants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_entrants_person_idx" ON "giveaway_entrants" USING btree ("giveaway_id","user_id");--> statement-breakpoint
CREATE INDEX "giveaway_entrants_time_idx" ON "giveaway_entrants" USING btree ("giveaway_id","entered_at");--> statement-breakpoint
CREATE INDEX "giveaway_entrants_user_idx" ON "giveaway_entrants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "giveaway_entrants_referrer_idx" ON "giveaway_entrants" USING btree ("referred_by");--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_entries_one_entry_idx" ON "giveaway_entries" USING btree ("entrant_id") WHERE "giveaway_entries"."source" = 'entry';--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_entries_referral_idx" ON "giveaway_entries" USING btree ("giveaway_id","referred_entrant_id") WHERE "giveaway_entries"."source" = 'referral';--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_entries_order_idx" ON "giveaway_entries" USING btree ("giveaway_id","order_id") WHERE "giveaway_entries"."source" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_entries_daily_idx" ON "giveaway_entries" USING btree ("entrant_id","ny_day") WHERE "giveaway_entries"."source" = 'free_alternative';--> statement-breakpoint
CREATE INDEX "giveaway_entries_entrant_idx" ON "giveaway_entries" USING btree ("entrant_id");--> statement-breakpoint
CREATE INDEX "giveaway_entries_time_idx" ON "giveaway_entries" USING btree ("giveaway_id","created_at");--> statement-breakpoint
CREATE INDEX "giveaway_winners_entrant_idx" ON "giveaway_winners" USING btree ("entrant_id");--> statement-breakpoint
CREATE INDEX "giveaways_live_idx" ON "giveaways" USING btree ("ends_at") WHERE "giveaways"."active";