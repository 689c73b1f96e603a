CREATE TABLE "invoice_series" (
	"workspace_id" uuid NOT NULL,
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_series_workspace_id_type_year_pk" PRIMARY KEY("workspace_id","type","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"validity" text DEFAULT 'VALID' NOT NULL,
	"number" text,
	"variable_symbol" text DEFAULT '' NOT NULL,
	"contact_id" uuid NOT NULL,
	"customer" jsonb NOT NULL,
	"supplier" jsonb NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate_milli" integer,
	"vat_mode" text NOT NULL,
	"vat_charged" boolean NOT NULL,
	"issue_date" date NOT NULL,
	"taxable_supply_date" date NOT NULL,
	"due_date" date NOT NULL,
	"payment_method" text NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"cash_rounding" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"advances" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recap" jsonb NOT NULL,
	"base" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"rounding" bigint NOT NULL,
	"to_pay" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"reservation_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoices_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "invoices_number_key" UNIQUE("workspace_id","type","number")
);
--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contact_fk" FOREIGN KEY ("workspace_id","contact_id") REFERENCES "public"."contacts"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("workspace_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_contact_idx" ON "invoices" USING btree ("workspace_id","contact_id");