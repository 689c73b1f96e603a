CREATE TABLE "accommodation_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"fee_adult" bigint NOT NULL,
	"fee_child" bigint NOT NULL,
	"fee_ztp" bigint NOT NULL,
	"fee_over60" bigint NOT NULL,
	"fee_work" bigint NOT NULL,
	"fee_max_nights" integer DEFAULT 60 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"workspace_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"price" bigint NOT NULL,
	"currency" text DEFAULT 'CZK' NOT NULL,
	"vat_rate" integer NOT NULL,
	"included_guests" integer DEFAULT 1 NOT NULL,
	"extra_adult" bigint DEFAULT 0 NOT NULL,
	"extra_child" bigint DEFAULT 0 NOT NULL,
	"seasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_items_workspace_id_code_pk" PRIMARY KEY("workspace_id","code"),
	CONSTRAINT "price_list_items_amounts_check" CHECK ("price_list_items"."price" >= 0 and "price_list_items"."extra_adult" >= 0 and "price_list_items"."extra_child" >= 0)
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "price_code" text;--> statement-breakpoint
ALTER TABLE "accommodation_settings" ADD CONSTRAINT "accommodation_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_price_code_fk" FOREIGN KEY ("workspace_id","price_code") REFERENCES "public"."price_list_items"("workspace_id","code") ON DELETE no action ON UPDATE cascade;