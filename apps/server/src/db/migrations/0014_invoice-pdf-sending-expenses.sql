CREATE TABLE "expenses" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"supplier" jsonb NOT NULL,
	"number" text NOT NULL,
	"variable_symbol" text DEFAULT '' NOT NULL,
	"issue_date" date NOT NULL,
	"taxable_supply_date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate_milli" integer,
	"vat_mode" text NOT NULL,
	"lines" jsonb NOT NULL,
	"recap" jsonb NOT NULL,
	"base" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expenses_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "expenses_supplier_number_key" UNIQUE("workspace_id","contact_id","number")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_to" text;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_contact_fk" FOREIGN KEY ("workspace_id","contact_id") REFERENCES "public"."contacts"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_issue_date_idx" ON "expenses" USING btree ("workspace_id","issue_date");