CREATE TABLE "app_installations" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"identity_id" uuid NOT NULL,
	"language" text DEFAULT 'cs' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"push_endpoint" text,
	"push_public_key" text,
	"push_auth" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_installations_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"workspace_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"identity_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_workspace_id_notification_id_identity_id_pk" PRIMARY KEY("workspace_id","notification_id","identity_id")
);
--> statement-breakpoint
CREATE TABLE "notification_readers" (
	"workspace_id" uuid NOT NULL,
	"identity_id" uuid NOT NULL,
	"read_until" timestamp with time zone,
	"email_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "notification_readers_workspace_id_identity_id_pk" PRIMARY KEY("workspace_id","identity_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "app_installations" ADD CONSTRAINT "app_installations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_installations" ADD CONSTRAINT "app_installations_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_readers" ADD CONSTRAINT "notification_readers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_readers" ADD CONSTRAINT "notification_readers_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_installations_identity_idx" ON "app_installations" USING btree ("workspace_id","identity_id");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_entity_idx" ON "notifications" USING btree ("workspace_id","kind","entity_id");