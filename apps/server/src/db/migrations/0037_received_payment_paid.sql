-- A tax document for a received payment documents money that came already: nothing is owed on it
-- (invoices.service issueInvoice sets this from now on; receivables and "unpaid" lists counted them).
UPDATE "invoices" SET "paid_amount" = "to_pay" WHERE "type" = 'RECEIVED_PAYMENT_INVOICE' AND "status" = 'ISSUED' AND "paid_amount" < "to_pay";
