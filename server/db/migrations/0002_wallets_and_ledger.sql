CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" varchar(64) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"type" varchar(16) NOT NULL,
	"direction" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"description" varchar(500),
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_amount_positive" CHECK ("ledger_transactions"."amount" > 0),
	CONSTRAINT "ledger_transactions_type_check" CHECK ("ledger_transactions"."type" in ('funding', 'payout', 'fee', 'reversal', 'adjustment')),
	CONSTRAINT "ledger_transactions_direction_check" CHECK ("ledger_transactions"."direction" in ('credit', 'debit'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"provider_reference" varchar(128) NOT NULL,
	"account_number" varchar(32) NOT NULL,
	"account_name" varchar(200) NOT NULL,
	"bank_name" varchar(200) NOT NULL,
	"creation_key" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_org_id_key" UNIQUE("organization_id","id")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_wallet_fk" FOREIGN KEY ("organization_id","wallet_id") REFERENCES "public"."wallets"("organization_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_org_account_idx" ON "ledger_entries" USING btree ("organization_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_org_transaction_idx" ON "ledger_entries" USING btree ("organization_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_org_idempotency_key" ON "ledger_transactions" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_org_wallet_created_idx" ON "ledger_transactions" USING btree ("organization_id","wallet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_org_currency_key" ON "wallets" USING btree ("organization_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_org_creation_key" ON "wallets" USING btree ("organization_id","creation_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_provider_reference_key" ON "wallets" USING btree ("provider","provider_reference");