CREATE TABLE "guest_mail_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"disabled" text[] DEFAULT '{}'::text[] NOT NULL,
	"pre_arrival_days" integer DEFAULT 2 NOT NULL,
	"after_stay_days" integer DEFAULT 1 NOT NULL,
	"send_hour" integer DEFAULT 9 NOT NULL,
	"review_url" text DEFAULT '' NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"check_in_from" text DEFAULT '14:00' NOT NULL,
	"check_out_until" text DEFAULT '10:00' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_mail_templates" (
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_mail_templates_workspace_id_kind_language_pk" PRIMARY KEY("workspace_id","kind","language")
);
--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "guest_mail_settings" ADD CONSTRAINT "guest_mail_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_mail_templates" ADD CONSTRAINT "guest_mail_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_mail_reservation_idx" ON "sent_mail" USING btree ("workspace_id","reservation_id") WHERE "sent_mail"."reservation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_mail_once_per_stay" ON "sent_mail" USING btree ("workspace_id","reservation_id","kind") WHERE "sent_mail"."kind" in ('BOOKING_RECEIVED', 'BOOKING_CONFIRMED', 'PRE_ARRIVAL', 'AFTER_STAY', 'CANCELLATION') and "sent_mail"."status" <> 'FAILED';--> statement-breakpoint
-- mails sent before: a reminder named its reservation, a deposit request its proforma (of a reservation)
UPDATE "sent_mail" SET "reservation_id" = "entity_id"::uuid, "kind" = 'REMINDER'
  WHERE "entity" = 'RESERVATION' AND "entity_id" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
UPDATE "sent_mail" m SET "reservation_id" = i."reservation_id", "kind" = 'DEPOSIT'
  FROM "invoices" i
  WHERE m."entity" = 'DEPOSIT' AND i."workspace_id" = m."workspace_id" AND i."id"::text = m."entity_id";
