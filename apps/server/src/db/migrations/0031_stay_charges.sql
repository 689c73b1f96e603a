CREATE TABLE "stay_charges" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"reservation_id" uuid,
	"source" text NOT NULL,
	"extra_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text,
	"unit_price" bigint NOT NULL,
	"vat_rate" integer NOT NULL,
	"day" date NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	CONSTRAINT "stay_charges_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "stay_charges_amount_check" CHECK ("stay_charges"."quantity" > 0 and "stay_charges"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stay_extras" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"price" bigint NOT NULL,
	"currency" text DEFAULT 'CZK' NOT NULL,
	"vat_rate" integer NOT NULL,
	"guest_selectable" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_extras_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "stay_extras_price_check" CHECK ("stay_extras"."price" > 0 and "stay_extras"."vat_rate" in (0, 12, 21))
);
--> statement-breakpoint
ALTER TABLE "stay_charges" ADD CONSTRAINT "stay_charges_account_fk" FOREIGN KEY ("workspace_id","account_id") REFERENCES "public"."stay_accounts"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_charges" ADD CONSTRAINT "stay_charges_extra_fk" FOREIGN KEY ("workspace_id","extra_id") REFERENCES "public"."stay_extras"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_extras" ADD CONSTRAINT "stay_extras_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_charges_account_idx" ON "stay_charges" USING btree ("workspace_id","account_id");