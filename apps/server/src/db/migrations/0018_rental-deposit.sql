ALTER TABLE "rental_records" ADD COLUMN "deposit_taken" bigint;--> statement-breakpoint
ALTER TABLE "rental_records" ADD COLUMN "deposit_method" text;--> statement-breakpoint
ALTER TABLE "rental_records" ADD COLUMN "deposit_returned" bigint;--> statement-breakpoint
ALTER TABLE "rental_records" ADD COLUMN "deposit_withheld_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_records" ADD CONSTRAINT "rental_records_deposit_check" CHECK (coalesce("rental_records"."deposit_taken", 0) >= 0 and coalesce("rental_records"."deposit_returned", 0) >= 0
        and ("rental_records"."kind" = 'HANDOVER' or ("rental_records"."deposit_taken" is null and "rental_records"."deposit_method" is null))
        and ("rental_records"."kind" = 'RETURN' or "rental_records"."deposit_returned" is null));