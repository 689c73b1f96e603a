CREATE TABLE "stay_accounts" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_accounts_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "stay_payments" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_payments_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "stay_payments_amount_check" CHECK ("stay_payments"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "account_id" uuid;--> statement-breakpoint
-- every reservation so far is a booking of its own: its account takes the reservation's id
INSERT INTO "stay_accounts" ("workspace_id", "id", "currency", "created_at")
  SELECT "workspace_id", "id", "currency", "created_at" FROM "reservations";--> statement-breakpoint
UPDATE "reservations" SET "account_id" = "id";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
-- a stay marked paid becomes a payment of its price on the day it was marked (the method was never asked)
INSERT INTO "stay_payments" ("workspace_id", "id", "account_id", "amount", "method", "paid_on", "note", "created_by", "created_at")
  SELECT "workspace_id", "id", "id", "total", 'cash', coalesce("paid_at", "created_at")::date,
         'Zaplaceno (před evidencí plateb)', 'system:migration', coalesce("paid_at", "created_at")
    FROM "reservations" WHERE "paid" AND "total" > 0;--> statement-breakpoint
ALTER TABLE "stay_accounts" ADD CONSTRAINT "stay_accounts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_payments" ADD CONSTRAINT "stay_payments_account_fk" FOREIGN KEY ("workspace_id","account_id") REFERENCES "public"."stay_accounts"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_payments_account_idx" ON "stay_payments" USING btree ("workspace_id","account_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_account_fk" FOREIGN KEY ("workspace_id","account_id") REFERENCES "public"."stay_accounts"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_account_idx" ON "reservations" USING btree ("workspace_id","account_id");