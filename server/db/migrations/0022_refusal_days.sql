CREATE TABLE "compliance_refusal_days" (
	"day" date NOT NULL,
	"rule" "refusal_rule" NOT NULL,
	"surface" "refusal_surface" NOT NULL,
	"refusals" integer NOT NULL,
	CONSTRAINT "compliance_refusal_days_day_rule_surface_pk" PRIMARY KEY("day","rule","surface")
);
--> statement-breakpoint
-- Hand-written below. compliance_refusal_days follows compliance_refusals: statement-level triggers add what a
-- statement logged and take back what it deleted, by New York day, rule and surface (empty groups are removed).
CREATE FUNCTION "compliance_refusal_days_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "compliance_refusal_days" AS "d" ("day", "rule", "surface", "refusals")
    SELECT "day", "rule", "surface", count(*)::int FROM "changed_rows" GROUP BY 1, 2, 3
    ON CONFLICT ("day", "rule", "surface") DO UPDATE SET "refusals" = "d"."refusals" + excluded."refusals";
  ELSE
    UPDATE "compliance_refusal_days" AS "d" SET "refusals" = "d"."refusals" - "c"."n"
    FROM (SELECT "day", "rule", "surface", count(*)::int AS "n" FROM "changed_rows" GROUP BY 1, 2, 3) "c"
    WHERE "d"."day" = "c"."day" AND "d"."rule" = "c"."rule" AND "d"."surface" = "c"."surface";
    DELETE FROM "compliance_refusal_days" WHERE "refusals" <= 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "compliance_refusals_days_insert" AFTER INSERT ON "compliance_refusals" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_refusal_days_change"();--> statement-breakpoint
CREATE TRIGGER "compliance_refusals_days_delete" AFTER DELETE ON "compliance_refusals" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "compliance_refusal_days_change"();--> statement-breakpoint
INSERT INTO "compliance_refusal_days" ("day", "rule", "surface", "refusals")
SELECT "day", "rule", "surface", count(*)::int FROM "compliance_refusals" GROUP BY 1, 2, 3;
