ALTER TABLE "reservations" ADD COLUMN "guest_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "police_reported_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reservations" AS r SET "guest_names" = coalesce((
  SELECT string_agg(trim(g."first_name" || ' ' || g."last_name"), ' ' ORDER BY g."position") FROM "guests" AS g
  WHERE g."workspace_id" = r."workspace_id" AND g."reservation_id" = r."id"), '');--> statement-breakpoint
-- Where a booking came from: the staff's bookings were taken at reception, the guests' on the web.
UPDATE "reservations" SET "source" = CASE "source" WHEN 'PUBLIC' THEN 'WEB' WHEN 'STAFF' THEN 'RECEPTION' ELSE "source" END;--> statement-breakpoint
-- Reservation search (issue 20): lower case without accents, so "horakova" finds Horáková. The same
-- letters as foldName in apps/server/src/lib/fold.ts; translate() is immutable, unaccent() is not.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION innkeep_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(lower(value), 'áäàâãåčćçďđéěëèêíïìîĺľłňńñóöòôõőøŕřšśťúůüùûűýÿžźż', 'aaaaaacccddeeeeeiiiilllnnnooooooorrsstuuuuuuyyzzz') $$;--> statement-breakpoint
-- code, contact, guests and the phone's digits alone (a phone number is typed with or without spaces)
ALTER TABLE "reservations" ADD COLUMN "search" text GENERATED ALWAYS AS (
  innkeep_fold("code" || ' ' || "contact_name" || ' ' || "contact_email" || ' ' || "contact_phone" || ' ' || "guest_names")
  || ' ' || regexp_replace("contact_phone", '[^0-9]', '', 'g')
) STORED;--> statement-breakpoint
CREATE INDEX "reservations_search_idx" ON "reservations" USING gin ("search" gin_trgm_ops);
