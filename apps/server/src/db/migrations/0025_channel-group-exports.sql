ALTER TABLE "channel_exports" ALTER COLUMN "resource_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_exports" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "channel_exports" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "channel_exports" ADD CONSTRAINT "channel_exports_group_fk" FOREIGN KEY ("workspace_id","group_id") REFERENCES "public"."resource_groups"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_exports_live_group_key" ON "channel_exports" USING btree ("workspace_id","group_id") WHERE "channel_exports"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "channel_exports" ADD CONSTRAINT "channel_exports_target_check" CHECK (("channel_exports"."resource_id" is null) <> ("channel_exports"."group_id" is null));--> statement-breakpoint
ALTER TABLE "channel_exports" ADD CONSTRAINT "channel_exports_mode_check" CHECK (("channel_exports"."group_id" is null) = ("channel_exports"."mode" is null));