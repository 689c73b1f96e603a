ALTER TABLE "stay_payments" ADD COLUMN "payment_link_id" uuid;--> statement-breakpoint
-- the payments already linked to stays' invoices and deposit requests become their accounts' payments (decision 011)
INSERT INTO "stay_payments" ("workspace_id", "id", "account_id", "amount", "method", "paid_on", "note", "payment_link_id", "created_by")
SELECT l."workspace_id", gen_random_uuid(), r."account_id", l."amount",
       CASE WHEN a."kind" = 'CASH' THEN 'cash' ELSE 'bank' END, b."booked_on",
       'Platba dokladu ' || coalesce(i."number", ''), l."id", l."created_by"
  FROM "payment_links" l
  JOIN "invoices" i ON i."workspace_id" = l."workspace_id" AND i."id" = l."invoice_id"
  JOIN "reservations" r ON r."workspace_id" = i."workspace_id" AND r."id" = i."reservation_id"
  JOIN "bank_items" b ON b."workspace_id" = l."workspace_id" AND b."id" = l."bank_item_id"
  JOIN "bank_accounts" a ON a."workspace_id" = b."workspace_id" AND a."id" = b."account_id"
 WHERE i."type" IN ('REGULAR_INVOICE', 'EU_INVOICE', 'PROFORMA');
