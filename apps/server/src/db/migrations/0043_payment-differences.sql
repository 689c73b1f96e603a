CREATE TABLE "payment_differences" (
	"workspace_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"payment_link_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"side" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_differences_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "payment_differences_amount_check" CHECK ("payment_differences"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_differences" ADD CONSTRAINT "payment_differences_link_fk" FOREIGN KEY ("workspace_id","payment_link_id") REFERENCES "public"."payment_links"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_differences_link_key" ON "payment_differences" USING btree ("workspace_id","payment_link_id");