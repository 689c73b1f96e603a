CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"valid_on" date NOT NULL,
	"amount" integer NOT NULL,
	"rate_milli" bigint NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_valid_on_pk" PRIMARY KEY("currency","valid_on")
);
--> statement-breakpoint
ALTER TABLE "accommodation_settings" ADD COLUMN "eur_rate_milli" integer;