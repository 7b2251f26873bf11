CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"source" varchar(32) NOT NULL,
	"source_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"reference" varchar(100) NOT NULL,
	"wallet_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"country" char(2) NOT NULL,
	"bank_code" varchar(20),
	"account_number_enc" text,
	"account_number_last4" varchar(4),
	"account_name" varchar(200),
	"name_enquiry" boolean DEFAULT false NOT NULL,
	"clearing_account" varchar(64) NOT NULL,
	"narration" varchar(100) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"failure_reason" varchar(300),
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'processing', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"reference" varchar(100) PRIMARY KEY NOT NULL,
	"bank_code" varchar(20) NOT NULL,
	"account_number" varchar(20) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"narration" varchar(100),
	"status" varchar(16) NOT NULL,
	"failure_reason" varchar(300),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_uq" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_subject_attempt_uq" ON "payouts" USING btree ("source","subject_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_subject_live_uq" ON "payouts" USING btree ("source","subject_id") WHERE "payouts"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "payouts_org_source_idx" ON "payouts" USING btree ("organization_id","source","source_id","status");--> statement-breakpoint
CREATE INDEX "payouts_status_updated_idx" ON "payouts" USING btree ("status","updated_at") WHERE "payouts"."status" in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "sandbox_transfer_requests_reference_idx" ON "sandbox_transfer_requests" USING btree ("reference");