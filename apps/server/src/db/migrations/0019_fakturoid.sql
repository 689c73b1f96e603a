CREATE TABLE "fakturoid_connections" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"account_slug" text NOT NULL,
	"account_name" text,
	"client_id_sealed" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"access_token_sealed" text,
	"token_expires_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fakturoid_documents" (
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"fakturoid_id" bigint,
	"fakturoid_url" text,
	"synced_version" integer,
	"synced_hash" text,
	"synced_at" timestamp with time zone,
	"create_started_at" timestamp with time zone,
	"error_code" text,
	"error_detail" jsonb,
	"error_at" timestamp with time zone,
	CONSTRAINT "fakturoid_documents_workspace_id_kind_document_id_pk" PRIMARY KEY("workspace_id","kind","document_id")
);
--> statement-breakpoint
CREATE TABLE "fakturoid_subjects" (
	"workspace_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"subject_id" bigint,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fakturoid_subjects_workspace_id_contact_id_pk" PRIMARY KEY("workspace_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "fakturoid_sync_runs" (
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"job_id" uuid NOT NULL,
	"filter" jsonb NOT NULL,
	"state" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "fakturoid_sync_runs_workspace_id_kind_pk" PRIMARY KEY("workspace_id","kind"),
	CONSTRAINT "fakturoid_sync_runs_counts" CHECK ("fakturoid_sync_runs"."sent" >= 0 and "fakturoid_sync_runs"."unchanged" >= 0 and "fakturoid_sync_runs"."failed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fakturoid_connections" ADD CONSTRAINT "fakturoid_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fakturoid_documents" ADD CONSTRAINT "fakturoid_documents_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fakturoid_subjects" ADD CONSTRAINT "fakturoid_subjects_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fakturoid_sync_runs" ADD CONSTRAINT "fakturoid_sync_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;