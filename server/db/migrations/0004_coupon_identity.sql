DROP INDEX "coupon_redemptions_customer_idx";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "mailbox" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "phone" text;--> statement-breakpoint
-- Earlier uses take their person from their order: the account, the mailbox (lower case, no +tag, Gmail without
-- dots, as domain/identity.ts computes it) and the phone's ten digits.
UPDATE "coupon_redemptions" r SET
  "user_id" = o."user_id",
  "mailbox" = CASE
    WHEN split_part(lower(o."email"), '@', 2) IN ('gmail.com', 'googlemail.com')
      THEN replace(split_part(split_part(lower(o."email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
    ELSE split_part(split_part(lower(o."email"), '@', 1), '+', 1) || '@' || split_part(lower(o."email"), '@', 2)
  END,
  "phone" = right(regexp_replace(o."phone", '\D', '', 'g'), 10)
FROM "orders" o WHERE o."id" = r."order_id";--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_mailbox_idx" ON "coupon_redemptions" USING btree ("coupon_id","mailbox");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_phone_idx" ON "coupon_redemptions" USING btree ("coupon_id","phone");--> statement-breakpoint
ALTER TABLE "coupon_redemptions" DROP COLUMN "customer_key";
