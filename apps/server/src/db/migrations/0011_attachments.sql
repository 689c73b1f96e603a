CREATE TABLE "attachment_downloads" (
	"workspace_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"attachment_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attachment_downloads_workspace_id_token_hash_pk" PRIMARY KEY("workspace_id","token_hash")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"object_type" text NOT NULL,
	"object_id" uuid,
	"visibility" text NOT NULL,
	"file_name" text NOT NULL,
	"title" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "attachment_downloads" ADD CONSTRAINT "attachment_downloads_attachment_fk" FOREIGN KEY ("workspace_id","attachment_id") REFERENCES "public"."attachments"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_downloads_token_idx" ON "attachment_downloads" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "attachment_downloads_attachment_idx" ON "attachment_downloads" USING btree ("workspace_id","attachment_id");--> statement-breakpoint
CREATE INDEX "attachment_downloads_expires_idx" ON "attachment_downloads" USING btree ("workspace_id","expires_at");--> statement-breakpoint
CREATE INDEX "attachments_object_idx" ON "attachments" USING btree ("workspace_id","object_type","object_id","created_at");--> statement-breakpoint
CREATE INDEX "attachments_visibility_idx" ON "attachments" USING btree ("workspace_id","visibility");