ALTER TABLE "reservations" DROP COLUMN "paid";--> statement-breakpoint
ALTER TABLE "reservations" DROP COLUMN "paid_at";