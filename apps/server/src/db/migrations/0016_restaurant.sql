CREATE TABLE "menu_categories" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"price_category" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_items_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "menu_items_price_check" CHECK ("menu_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_series" (
	"workspace_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_series_workspace_id_year_pk" PRIMARY KEY("workspace_id","year")
);
--> statement-breakpoint
CREATE TABLE "restaurant_order_items" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"menu_item_id" uuid,
	"name" text NOT NULL,
	"unit_price" bigint NOT NULL,
	"price_category" text NOT NULL,
	"vat_rate" integer NOT NULL,
	"count" integer NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" text NOT NULL,
	CONSTRAINT "restaurant_order_items_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "restaurant_order_items_count_check" CHECK ("restaurant_order_items"."paid_count" >= 0 and "restaurant_order_items"."count" >= "restaurant_order_items"."paid_count")
);
--> statement-breakpoint
CREATE TABLE "restaurant_orders" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" text NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"void_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "restaurant_orders_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_receipts" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" text NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"restaurant_name" text NOT NULL,
	"method" text NOT NULL,
	"items" jsonb NOT NULL,
	"vat_recap" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"rounding" bigint NOT NULL,
	"to_pay" bigint NOT NULL,
	"received" bigint,
	"change" bigint,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"paid_on" date NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" text NOT NULL,
	CONSTRAINT "restaurant_receipts_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
CREATE TABLE "restaurant_tables" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"seats" integer DEFAULT 4 NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_tables_workspace_id_id_pk" PRIMARY KEY("workspace_id","id")
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_restaurant_fk" FOREIGN KEY ("workspace_id","restaurant_id") REFERENCES "public"."resources"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_fk" FOREIGN KEY ("workspace_id","category_id") REFERENCES "public"."menu_categories"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_restaurant_fk" FOREIGN KEY ("workspace_id","restaurant_id") REFERENCES "public"."resources"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_series" ADD CONSTRAINT "receipt_series_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_order_items" ADD CONSTRAINT "restaurant_order_items_order_fk" FOREIGN KEY ("workspace_id","order_id") REFERENCES "public"."restaurant_orders"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_order_items" ADD CONSTRAINT "restaurant_order_items_menu_item_fk" FOREIGN KEY ("workspace_id","menu_item_id") REFERENCES "public"."menu_items"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_orders" ADD CONSTRAINT "restaurant_orders_table_fk" FOREIGN KEY ("workspace_id","table_id") REFERENCES "public"."restaurant_tables"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_receipts" ADD CONSTRAINT "restaurant_receipts_order_fk" FOREIGN KEY ("workspace_id","order_id") REFERENCES "public"."restaurant_orders"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD CONSTRAINT "restaurant_tables_restaurant_fk" FOREIGN KEY ("workspace_id","restaurant_id") REFERENCES "public"."resources"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_categories_restaurant_idx" ON "menu_categories" USING btree ("workspace_id","restaurant_id","position");--> statement-breakpoint
CREATE INDEX "menu_items_category_idx" ON "menu_items" USING btree ("workspace_id","category_id","position");--> statement-breakpoint
CREATE INDEX "menu_items_restaurant_idx" ON "menu_items" USING btree ("workspace_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurant_order_items_order_idx" ON "restaurant_order_items" USING btree ("workspace_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_orders_open_key" ON "restaurant_orders" USING btree ("workspace_id","table_id") WHERE "restaurant_orders"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "restaurant_orders_restaurant_idx" ON "restaurant_orders" USING btree ("workspace_id","restaurant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_receipts_number_key" ON "restaurant_receipts" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE INDEX "restaurant_receipts_day_idx" ON "restaurant_receipts" USING btree ("workspace_id","restaurant_id","paid_on");--> statement-breakpoint
CREATE INDEX "restaurant_receipts_order_idx" ON "restaurant_receipts" USING btree ("workspace_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_tables_name_key" ON "restaurant_tables" USING btree ("workspace_id","restaurant_id","name");