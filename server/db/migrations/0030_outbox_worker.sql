ALTER TABLE "notifications_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_outbox_due_idx" ON "notifications_outbox" USING btree ("next_attempt_at") WHERE "notifications_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_outbox_lease_idx" ON "notifications_outbox" USING btree ("locked_until") WHERE "notifications_outbox"."status" = 'sending';--> statement-breakpoint
-- Hand-written below. Messages that had used up their attempts are dead letters now.
UPDATE "notifications_outbox" SET "status" = 'dead' WHERE "status" = 'pending' AND "attempts" >= 5;--> statement-breakpoint
-- Every queued message wakes the outbox workers of every server process, in the transaction that queued it
-- (delivered on commit; PostgreSQL folds the identical notifications of one transaction into one).
CREATE FUNCTION "notifications_outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('nym_outbox', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_outbox_notify" AFTER INSERT ON "notifications_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION "notifications_outbox_notify"();
