CREATE TABLE "police_reports" (
	"workspace_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"state" text NOT NULL,
	"sent_hash" text,
	"codes" jsonb,
	"problem" text,
	"problem_detail" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"sending_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "police_reports_workspace_id_guest_id_pk" PRIMARY KEY("workspace_id","guest_id"),
	CONSTRAINT "police_reports_accepted_check" CHECK ("police_reports"."state" <> 'ACCEPTED' or "police_reports"."accepted_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "ubyport_accounts" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text NOT NULL,
	"endpoint" text NOT NULL,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "police_reports" ADD CONSTRAINT "police_reports_guest_fk" FOREIGN KEY ("workspace_id","guest_id") REFERENCES "public"."guests"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ubyport_accounts" ADD CONSTRAINT "ubyport_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "police_reports_reservation_idx" ON "police_reports" USING btree ("workspace_id","reservation_id");