DROP INDEX "sent_mail_once_per_stay";--> statement-breakpoint
ALTER TABLE "resource_groups" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "resource_groups" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_settings" ADD COLUMN "deposit_mode" text DEFAULT 'PERCENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_settings" ADD COLUMN "deposit_due_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_settings" ADD COLUMN "auto_cancel_unpaid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_settings" ADD COLUMN "eur_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_settings" ADD COLUMN "reply_within_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_mail_once_per_stay" ON "sent_mail" USING btree ("workspace_id","reservation_id","kind") WHERE "sent_mail"."kind" in ('BOOKING_RECEIVED', 'BOOKING_CONFIRMED', 'PRE_ARRIVAL', 'AFTER_STAY', 'CANCELLATION', 'DEPOSIT_REMINDER') and "sent_mail"."status" <> 'FAILED';