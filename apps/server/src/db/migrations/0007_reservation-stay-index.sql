-- Lists by date range (timeline, reception, report) find the overlapping stays of a workspace through
-- this index; the exclusion constraint's index leads with resource_id and would probe room by room.
CREATE INDEX "reservations_stay_idx" ON "reservations" USING gist ("workspace_id", "stay") WHERE ("status" <> 'CANCELED');
