CREATE TABLE "ewa_advances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"month" char(7) NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"fee_paid_by" varchar(16) NOT NULL,
	"recoverable" bigint NOT NULL,
	"recovered" bigint DEFAULT 0 NOT NULL,
	"status" varchar(24) DEFAULT 'processing' NOT NULL,
	"cap_at_grant" bigint NOT NULL,
	"ledger_transaction_id" uuid,
	"failure_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ewa_advances_amount_positive" CHECK ("ewa_advances"."amount" > 0),
	CONSTRAINT "ewa_advances_recovered_range" CHECK ("ewa_advances"."recovered" >= 0 and "ewa_advances"."recovered" <= "ewa_advances"."recoverable")
);
--> statement-breakpoint
CREATE TABLE "ewa_recoveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"advance_id" uuid NOT NULL,
	"payroll_run_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ewa_recoveries_amount_positive" CHECK ("ewa_recoveries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ewa_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"max_share_percent" integer DEFAULT 50 NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"max_amount" bigint DEFAULT 0 NOT NULL,
	"max_per_month" integer DEFAULT 1 NOT NULL,
	"fee_type" varchar(16) DEFAULT 'flat' NOT NULL,
	"fee_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"fee_paid_by" varchar(16) DEFAULT 'employee' NOT NULL,
	"cutoff_days" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ewa_advances" ADD CONSTRAINT "ewa_advances_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewa_advances" ADD CONSTRAINT "ewa_advances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewa_recoveries" ADD CONSTRAINT "ewa_recoveries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewa_recoveries" ADD CONSTRAINT "ewa_recoveries_advance_id_ewa_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."ewa_advances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewa_recoveries" ADD CONSTRAINT "ewa_recoveries_payroll_run_id_payroll_runs_id_fk" FOREIGN KEY ("payroll_run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ewa_settings" ADD CONSTRAINT "ewa_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ewa_advances_org_created_idx" ON "ewa_advances" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "ewa_advances_org_employee_month_idx" ON "ewa_advances" USING btree ("organization_id","employee_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "ewa_recoveries_advance_run_uq" ON "ewa_recoveries" USING btree ("advance_id","payroll_run_id");