CREATE TABLE "privacy_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"retention_months" integer DEFAULT 36 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "contact_anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "register_anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A guest's history may be anonymised after the retention period, never rewritten or removed: the
-- value an anonymising UPDATE stores is computed here from the old row (every string becomes
-- "[anonymised]" but ids, codes, states, dates of the stay and the guest's age category and
-- nationality), and whatever else the statement asked for is ignored.
CREATE FUNCTION "audit_log_anonymized"(value jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb;
BEGIN
  CASE jsonb_typeof(value)
    WHEN 'object' THEN
      SELECT coalesce(jsonb_object_agg(key, CASE
          WHEN key ~ '(^id|Id|Ids)$' OR key IN ('code', 'status', 'since', 'till', 'from', 'currency', 'ageCategory', 'nationality')
            THEN item
          ELSE "audit_log_anonymized"(item)
        END), '{}'::jsonb)
        INTO result FROM jsonb_each(value) AS entry(key, item);
      RETURN result;
    WHEN 'array' THEN
      SELECT coalesce(jsonb_agg("audit_log_anonymized"(item)), '[]'::jsonb)
        INTO result FROM jsonb_array_elements(value) AS entry(item);
      RETURN result;
    WHEN 'string' THEN
      RETURN to_jsonb('[anonymised]'::text);
    ELSE
      RETURN value;
  END CASE;
END
$$;--> statement-breakpoint
-- The retention run sets innkeep.audit_anonymize = 'on' for its transaction; any other UPDATE,
-- every DELETE and TRUNCATE stay refused (0021).
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('innkeep.audit_anonymize', true) = 'on' THEN
    NEW := OLD;
    NEW.data := "audit_log_anonymized"(OLD.data);
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
