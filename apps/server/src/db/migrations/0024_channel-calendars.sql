CREATE TABLE "channel_blocks" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"feed_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"since" date NOT NULL,
	"till" date NOT NULL,
	"kind" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_since" date,
	"resolved_till" date,
	CONSTRAINT "channel_blocks_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "channel_blocks_range_check" CHECK ("channel_blocks"."till" > "channel_blocks"."since")
);
--> statement-breakpoint
CREATE TABLE "channel_exports" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "channel_exports_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "channel_feeds" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_http_status" integer,
	"events_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_feeds_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "channel_blocks" ADD CONSTRAINT "channel_blocks_feed_fk" FOREIGN KEY ("workspace_id","feed_id") REFERENCES "public"."channel_feeds"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_exports" ADD CONSTRAINT "channel_exports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_exports" ADD CONSTRAINT "channel_exports_resource_fk" FOREIGN KEY ("workspace_id","resource_id") REFERENCES "public"."resources"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_resource_fk" FOREIGN KEY ("workspace_id","resource_id") REFERENCES "public"."resources"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_blocks_uid_key" ON "channel_blocks" USING btree ("workspace_id","feed_id","uid");--> statement-breakpoint
CREATE INDEX "channel_blocks_resource_idx" ON "channel_blocks" USING btree ("workspace_id","resource_id","since");--> statement-breakpoint
CREATE INDEX "channel_exports_token_idx" ON "channel_exports" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_exports_live_key" ON "channel_exports" USING btree ("workspace_id","resource_id") WHERE "channel_exports"."revoked_at" is null;