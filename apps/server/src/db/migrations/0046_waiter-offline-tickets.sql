CREATE TABLE "idempotent_writes" (
	"workspace_id" uuid NOT NULL,
	"key" text NOT NULL,
	"endpoint" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_writes_workspace_id_key_pk" PRIMARY KEY("workspace_id","key")
);
--> statement-breakpoint
CREATE TABLE "restaurant_stations" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_stations_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_tickets" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" text,
	CONSTRAINT "restaurant_tickets_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "station_id" uuid;--> statement-breakpoint
ALTER TABLE "restaurant_order_items" ADD COLUMN "unit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_order_items" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_order_items" ADD COLUMN "course" text DEFAULT 'NOW' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_order_items" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotent_writes" ADD CONSTRAINT "idempotent_writes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_stations" ADD CONSTRAINT "restaurant_stations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_stations" ADD CONSTRAINT "restaurant_stations_restaurant_fk" FOREIGN KEY ("workspace_id","restaurant_id") REFERENCES "public"."resources"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tickets" ADD CONSTRAINT "restaurant_tickets_station_fk" FOREIGN KEY ("workspace_id","station_id") REFERENCES "public"."restaurant_stations"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tickets" ADD CONSTRAINT "restaurant_tickets_order_fk" FOREIGN KEY ("workspace_id","order_id") REFERENCES "public"."restaurant_orders"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_writes_created_idx" ON "idempotent_writes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_stations_name_key" ON "restaurant_stations" USING btree ("workspace_id","restaurant_id","name");--> statement-breakpoint
CREATE INDEX "restaurant_tickets_open_idx" ON "restaurant_tickets" USING btree ("workspace_id","station_id","created_at") WHERE "restaurant_tickets"."done_at" is null;--> statement-breakpoint
CREATE INDEX "restaurant_tickets_order_idx" ON "restaurant_tickets" USING btree ("workspace_id","order_id");--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_station_fk" FOREIGN KEY ("workspace_id","station_id") REFERENCES "public"."restaurant_stations"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "restaurant_order_items" AS "item" SET "unit" = "menu"."unit" FROM "menu_items" AS "menu" WHERE "menu"."workspace_id" = "item"."workspace_id" AND "menu"."id" = "item"."menu_item_id";