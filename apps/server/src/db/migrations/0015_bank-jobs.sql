CREATE TABLE "bank_accounts" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"bank" text,
	"account_number" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"opening_balance" bigint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"fio_token_sealed" text,
	"sync_state" text DEFAULT 'NEVER' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bank_accounts_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_items" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"booked_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"counterparty_account" text,
	"counterparty_name" text,
	"variable_symbol" text,
	"constant_symbol" text,
	"specific_symbol" text,
	"message" text,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"statement_id" uuid,
	"pending" boolean DEFAULT false NOT NULL,
	"ignored" boolean DEFAULT false NOT NULL,
	"linked_amount" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_items_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "bank_items_linked_check" CHECK ("bank_items"."linked_amount" >= 0 and "bank_items"."linked_amount" <= abs("bank_items"."amount"))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"file_hash" text,
	"statement_number" integer,
	"period_from" date,
	"period_till" date,
	"opening_balance" bigint,
	"closing_balance" bigint,
	"received" integer NOT NULL,
	"added" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"bank_item_id" uuid NOT NULL,
	"action" text NOT NULL,
	"invoice_id" uuid,
	"expense_id" uuid,
	"amount" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "payment_links_target_check" CHECK ("payment_links"."amount" > 0 and (("payment_links"."action" = 'PAY_INVOICE' and "payment_links"."invoice_id" is not null and "payment_links"."expense_id" is null) or ("payment_links"."action" = 'PAY_EXPENSE' and "payment_links"."expense_id" is not null and "payment_links"."invoice_id" is null)))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_items" ADD CONSTRAINT "bank_items_account_fk" FOREIGN KEY ("workspace_id","account_id") REFERENCES "public"."bank_accounts"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_account_fk" FOREIGN KEY ("workspace_id","account_id") REFERENCES "public"."bank_accounts"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_item_fk" FOREIGN KEY ("workspace_id","bank_item_id") REFERENCES "public"."bank_items"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_invoice_fk" FOREIGN KEY ("workspace_id","invoice_id") REFERENCES "public"."invoices"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_expense_fk" FOREIGN KEY ("workspace_id","expense_id") REFERENCES "public"."expenses"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_number_key" ON "bank_accounts" USING btree ("workspace_id","account_number") WHERE "bank_accounts"."account_number" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_default_key" ON "bank_accounts" USING btree ("workspace_id") WHERE "bank_accounts"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "bank_items_external_key" ON "bank_items" USING btree ("workspace_id","account_id","external_id");--> statement-breakpoint
CREATE INDEX "bank_items_booked_idx" ON "bank_items" USING btree ("workspace_id","booked_on");--> statement-breakpoint
CREATE INDEX "bank_items_vs_idx" ON "bank_items" USING btree ("workspace_id","variable_symbol");--> statement-breakpoint
CREATE INDEX "bank_statements_account_idx" ON "bank_statements" USING btree ("workspace_id","account_id","period_till");--> statement-breakpoint
CREATE INDEX "payment_links_item_idx" ON "payment_links" USING btree ("workspace_id","bank_item_id");--> statement-breakpoint
CREATE INDEX "payment_links_invoice_idx" ON "payment_links" USING btree ("workspace_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payment_links_expense_idx" ON "payment_links" USING btree ("workspace_id","expense_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_key" ON "jobs" USING btree ("workspace_id","dedupe_key") WHERE "jobs"."state" in ('QUEUED', 'RUNNING') and "jobs"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" in ('QUEUED', 'RUNNING');