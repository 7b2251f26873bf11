CREATE TABLE "payment_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" varchar(32) NOT NULL,
	"currency" char(3) NOT NULL,
	"bank_code" varchar(20) NOT NULL,
	"account_hash" varchar(64) NOT NULL,
	"recipient_code" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(32) NOT NULL,
	"event" varchar(64) NOT NULL,
	"data_id" varchar(100) NOT NULL,
	"data_status" varchar(32) NOT NULL,
	"reference" varchar(100),
	"payload" jsonb NOT NULL,
	"organization_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"result" varchar(32),
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_check";--> statement-breakpoint
DROP INDEX "payouts_subject_live_uq";--> statement-breakpoint
DROP INDEX "payouts_status_updated_idx";--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "funding_status" varchar(16) DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider" varchar(32);--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "provider_reference" varchar(100);--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_reference" varchar(100);--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "fee" bigint;--> statement-breakpoint
ALTER TABLE "payment_recipients" ADD CONSTRAINT "payment_recipients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_recipients_account_uq" ON "payment_recipients" USING btree ("organization_id","provider","currency","bank_code","account_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_uq" ON "payment_webhook_events" USING btree ("provider","event","data_id","data_status");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_reference_idx" ON "payment_webhook_events" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_subject_live_uq" ON "payouts" USING btree ("source","subject_id") WHERE "payouts"."status" not in ('failed', 'reversed');--> statement-breakpoint
CREATE INDEX "payouts_status_updated_idx" ON "payouts" USING btree ("status","updated_at") WHERE "payouts"."status" in ('pending', 'processing', 'needs_otp');--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'processing', 'needs_otp', 'held', 'paid', 'failed', 'reversed'));--> statement-breakpoint
UPDATE "payouts" SET "provider" = 'sandbox' WHERE "provider" IS NULL;
