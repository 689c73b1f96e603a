CREATE TABLE "resource_groups" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"bookable_online" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_groups_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"twin_beds" integer DEFAULT 0 NOT NULL,
	"single_beds" integer DEFAULT 0 NOT NULL,
	"bathroom" text,
	"vehicle_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"electricity" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "resources_capacity_check" CHECK ("resources"."capacity" between 0 and 500),
	CONSTRAINT "resources_beds_check" CHECK ("resources"."twin_beds" >= 0 and "resources"."single_beds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "resource_groups" ADD CONSTRAINT "resource_groups_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_workspace_id_group_id_resource_groups_workspace_id_id_fk" FOREIGN KEY ("workspace_id","group_id") REFERENCES "public"."resource_groups"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_group_idx" ON "resources" USING btree ("workspace_id","group_id");