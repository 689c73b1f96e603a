-- An invoice names a stay of its own workspace (issue 22): references to none are dropped first.
UPDATE "invoices" AS i SET "reservation_id" = NULL WHERE "reservation_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "reservations" AS r WHERE r."workspace_id" = i."workspace_id" AND r."id" = i."reservation_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reservation_fk" FOREIGN KEY ("workspace_id","reservation_id") REFERENCES "public"."reservations"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_reservation_idx" ON "invoices" USING btree ("workspace_id","reservation_id") WHERE "invoices"."reservation_id" is not null;