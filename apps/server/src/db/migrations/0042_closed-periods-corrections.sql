ALTER TABLE "workspaces" ADD COLUMN "books_closed_through" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "corrects_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "correction_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_fk" FOREIGN KEY ("workspace_id","corrects_id") REFERENCES "public"."invoices"("workspace_id","id") ON DELETE no action ON UPDATE no action;