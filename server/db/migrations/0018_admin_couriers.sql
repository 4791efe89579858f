CREATE TABLE "password_setup_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "courier_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_applications" ADD COLUMN "decided_by_user_id" text;--> statement-breakpoint
ALTER TABLE "courier_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "courier_applications" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "couriers" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_setup_tokens" ADD CONSTRAINT "password_setup_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_shifts" ADD CONSTRAINT "courier_shifts_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_setup_tokens_user_idx" ON "password_setup_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "courier_shifts_courier_idx" ON "courier_shifts" USING btree ("courier_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shifts_one_open" ON "courier_shifts" USING btree ("courier_id") WHERE "courier_shifts"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "courier_applications" ADD CONSTRAINT "courier_applications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_applications" ADD CONSTRAINT "courier_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_applications_status_created_idx" ON "courier_applications" USING btree ("status","created_at","id");--> statement-breakpoint
-- Hand-written: an application is decided once, and approving someone under 21 today in New York is impossible,
-- whatever the code above the database does.
CREATE FUNCTION courier_application_decision_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'pending' AND NEW.status IS DISTINCT FROM OLD.status THEN
    RAISE EXCEPTION 'courier application already decided' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status = 'approved' AND OLD.status = 'pending'
     AND NEW.birth_date > ((now() AT TIME ZONE 'America/New_York')::date - interval '21 years')::date THEN
    RAISE EXCEPTION 'courier applicant under 21' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER courier_application_decision_guard BEFORE UPDATE ON courier_applications
  FOR EACH ROW EXECUTE FUNCTION courier_application_decision_guard();
