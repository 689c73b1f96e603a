CREATE TABLE "pcloud_connections" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"api_host" text NOT NULL,
	"token_sealed" text NOT NULL,
	"folder_id" text NOT NULL,
	"folder_path" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "object_labels" (
	"workspace_id" uuid NOT NULL,
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "object_labels_workspace_id_object_type_object_id_label_id_pk" PRIMARY KEY("workspace_id","object_type","object_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"fuel" text NOT NULL,
	"gearbox" text NOT NULL,
	"plate" text DEFAULT '' NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"manufacture_year" integer,
	"seats" integer NOT NULL,
	"beds" integer NOT NULL,
	"price_per_day" bigint NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"mileage" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "cars_numbers_check" CHECK ("cars"."seats" >= 0 and "cars"."beds" >= 0 and "cars"."price_per_day" >= 0 and "cars"."deposit" >= 0 and "cars"."mileage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rental_contract_series" (
	"workspace_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "rental_contract_series_workspace_id_year_pk" PRIMARY KEY("workspace_id","year")
);
--> statement-breakpoint
CREATE TABLE "rental_contracts" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"car_id" uuid,
	"resource_id" uuid,
	"since" date NOT NULL,
	"till" date,
	"ended_on" date,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"price" bigint NOT NULL,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CZK' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "rental_contracts_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "rental_contracts_subject_check" CHECK (("rental_contracts"."car_id" is null) <> ("rental_contracts"."resource_id" is null)),
	CONSTRAINT "rental_contracts_period_check" CHECK ("rental_contracts"."till" is null or "rental_contracts"."till" > "rental_contracts"."since"),
	CONSTRAINT "rental_contracts_ended_check" CHECK ("rental_contracts"."ended_on" is null or "rental_contracts"."ended_on" >= "rental_contracts"."since"),
	CONSTRAINT "rental_contracts_money_check" CHECK ("rental_contracts"."price" >= 0 and "rental_contracts"."deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rental_records" (
	"workspace_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"mileage" integer NOT NULL,
	"fuel_eighths" integer NOT NULL,
	"damage_notes" text DEFAULT '' NOT NULL,
	"recorded_by" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rental_records_workspace_id_contract_id_kind_pk" PRIMARY KEY("workspace_id","contract_id","kind"),
	CONSTRAINT "rental_records_check" CHECK ("rental_records"."mileage" >= 0 and "rental_records"."fuel_eighths" between 0 and 8)
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "pcloud_file_id" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "pcloud_stored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "pcloud_connections" ADD CONSTRAINT "pcloud_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_labels" ADD CONSTRAINT "object_labels_label_fk" FOREIGN KEY ("workspace_id","label_id") REFERENCES "public"."labels"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract_series" ADD CONSTRAINT "rental_contract_series_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_contact_fk" FOREIGN KEY ("workspace_id","contact_id") REFERENCES "public"."contacts"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_car_fk" FOREIGN KEY ("workspace_id","car_id") REFERENCES "public"."cars"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_resource_fk" FOREIGN KEY ("workspace_id","resource_id") REFERENCES "public"."resources"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_records" ADD CONSTRAINT "rental_records_contract_fk" FOREIGN KEY ("workspace_id","contract_id") REFERENCES "public"."rental_contracts"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_name_key" ON "labels" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "object_labels_label_idx" ON "object_labels" USING btree ("workspace_id","label_id","object_type");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_plate_key" ON "cars" USING btree ("workspace_id",upper(replace("plate", ' ', ''))) WHERE "cars"."plate" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contracts_number_key" ON "rental_contracts" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE INDEX "rental_contracts_contact_idx" ON "rental_contracts" USING btree ("workspace_id","contact_id");--> statement-breakpoint
CREATE INDEX "rental_contracts_since_idx" ON "rental_contracts" USING btree ("workspace_id","since");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_fk" FOREIGN KEY ("workspace_id","contract_id") REFERENCES "public"."rental_contracts"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" USING btree ("workspace_id","contract_id") WHERE "invoices"."contract_id" is not null;--> statement-breakpoint
-- A vehicle or a resource is never rented twice at once: the period of every contract that is not
-- canceled, [since, least(till, ended_on)) (open-ended while both are null), is exclusive per subject.
ALTER TABLE "rental_contracts" ADD COLUMN "period" daterange GENERATED ALWAYS AS (daterange("since", least("till", "ended_on"), '[)')) STORED;--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_no_double_car"
  EXCLUDE USING gist ("workspace_id" WITH =, "car_id" WITH =, "period" WITH &&) WHERE ("state" <> 'CANCELED' and "car_id" is not null);--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_no_double_resource"
  EXCLUDE USING gist ("workspace_id" WITH =, "resource_id" WITH =, "period" WITH &&) WHERE ("state" <> 'CANCELED' and "resource_id" is not null);
