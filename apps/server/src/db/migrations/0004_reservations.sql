CREATE TABLE "audit_log" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "audit_log_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"nationality" text,
	"address" text DEFAULT '' NOT NULL,
	"document_type" text,
	"document_number" text DEFAULT '' NOT NULL,
	"age_category" text NOT NULL,
	CONSTRAINT "guests_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"since" date NOT NULL,
	"till" date NOT NULL,
	"adults" integer DEFAULT 0 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"ztp" integer DEFAULT 0 NOT NULL,
	"over60" integer DEFAULT 0 NOT NULL,
	"work" integer DEFAULT 0 NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"price" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"guest_info_token" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reservations_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "reservations_stay_check" CHECK ("reservations"."till" > "reservations"."since")
);
--> statement-breakpoint
CREATE TABLE "resource_cleanings" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"cleaned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleaned_by" text NOT NULL,
	CONSTRAINT "resource_cleanings_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_reservation_fk" FOREIGN KEY ("workspace_id","reservation_id") REFERENCES "public"."reservations"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_resource_fk" FOREIGN KEY ("workspace_id","resource_id") REFERENCES "public"."resources"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_cleanings" ADD CONSTRAINT "resource_cleanings_resource_fk" FOREIGN KEY ("workspace_id","resource_id") REFERENCES "public"."resources"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("workspace_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "guests_reservation_idx" ON "guests" USING btree ("workspace_id","reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_code_key" ON "reservations" USING btree ("workspace_id","code");--> statement-breakpoint
CREATE INDEX "reservations_since_idx" ON "reservations" USING btree ("workspace_id","since");--> statement-breakpoint
CREATE INDEX "reservations_till_idx" ON "reservations" USING btree ("workspace_id","till");--> statement-breakpoint
CREATE INDEX "reservations_token_idx" ON "reservations" USING btree ("guest_info_token");--> statement-breakpoint
CREATE INDEX "resource_cleanings_resource_idx" ON "resource_cleanings" USING btree ("workspace_id","resource_id","cleaned_at");