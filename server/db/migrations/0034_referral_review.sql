CREATE TYPE "public"."giveaway_referral_status" AS ENUM('pending_confirmation', 'held', 'credited', 'refused');--> statement-breakpoint
CREATE TABLE "giveaway_referrals" (
	"referred_entrant_id" uuid PRIMARY KEY NOT NULL,
	"giveaway_id" uuid NOT NULL,
	"referrer_entrant_id" uuid NOT NULL,
	"status" "giveaway_referral_status" NOT NULL,
	"reason" text,
	"credited_ny_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "giveaway_entrants" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "giveaway_referrals" ADD CONSTRAINT "giveaway_referrals_referred_entrant_id_giveaway_entrants_id_fk" FOREIGN KEY ("referred_entrant_id") REFERENCES "public"."giveaway_entrants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_referrals" ADD CONSTRAINT "giveaway_referrals_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_referrals" ADD CONSTRAINT "giveaway_referrals_referrer_entrant_id_giveaway_entrants_id_fk" FOREIGN KEY ("referrer_entrant_id") REFERENCES "public"."giveaway_entrants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaway_referrals" ADD CONSTRAINT "giveaway_referrals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giveaway_referrals_referrer_idx" ON "giveaway_referrals" USING btree ("referrer_entrant_id","credited_ny_day");--> statement-breakpoint
CREATE INDEX "giveaway_referrals_pending_idx" ON "giveaway_referrals" USING btree ("status") WHERE "giveaway_referrals"."status" in ('pending_confirmation', 'held');--> statement-breakpoint
INSERT INTO "giveaway_referrals" ("referred_entrant_id", "giveaway_id", "referrer_entrant_id", "status", "credited_ny_day", "created_at", "decided_at")
SELECT "id", "giveaway_id", "referred_by", 'credited', ("entered_at" AT TIME ZONE 'America/New_York')::date, "entered_at", "entered_at"
FROM "giveaway_entrants" WHERE "referred_by" IS NOT NULL;
