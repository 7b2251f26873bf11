ALTER TABLE "ledger_transactions" ADD COLUMN "description_key" varchar(100);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "description_params" jsonb;