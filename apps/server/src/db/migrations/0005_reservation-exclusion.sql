-- A resource can never be booked twice for the same night: the stay of every reservation that is not
-- canceled is exclusive per (workspace, resource). Concurrent inserts are decided by the database.
ALTER TABLE "reservations" ADD COLUMN "stay" daterange GENERATED ALWAYS AS (daterange("since", "till", '[)')) STORED;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_double_booking"
  EXCLUDE USING gist ("workspace_id" WITH =, "resource_id" WITH =, "stay" WITH &&) WHERE ("status" <> 'CANCELED');
