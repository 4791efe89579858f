CREATE TABLE "shop_staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" text,
	"declined_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shop_staff_invitations" ADD CONSTRAINT "shop_staff_invitations_shop_id_merchants_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff_invitations" ADD CONSTRAINT "shop_staff_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff_invitations" ADD CONSTRAINT "shop_staff_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_staff_invitations_token_idx" ON "shop_staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_staff_invitations_open_idx" ON "shop_staff_invitations" USING btree ("shop_id","email") WHERE "shop_staff_invitations"."accepted_at" is null and "shop_staff_invitations"."declined_at" is null and "shop_staff_invitations"."revoked_at" is null;
