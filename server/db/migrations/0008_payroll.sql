CREATE TABLE "payroll_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"user_id" uuid,
	"decision" varchar(16) NOT NULL,
	"comment" text,
	"version" integer NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_run_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" varchar(220) NOT NULL,
	"staff_id" varchar(40) NOT NULL,
	"department" varchar(120),
	"currency" char(3) NOT NULL,
	"bank_name" varchar(120),
	"account_number_masked" varchar(20),
	"bank_verified" boolean DEFAULT false NOT NULL,
	"regime" varchar(40),
	"gross" bigint DEFAULT 0 NOT NULL,
	"taxable_income" bigint DEFAULT 0 NOT NULL,
	"paye" bigint DEFAULT 0 NOT NULL,
	"deductions" bigint DEFAULT 0 NOT NULL,
	"employer_contributions" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inputs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"run_type" varchar(16) DEFAULT 'regular' NOT NULL,
	"period" char(7) NOT NULL,
	"pay_date" date NOT NULL,
	"payroll_group_id" uuid,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"fx_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"variance" jsonb,
	"line_dictionary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employee_ids" jsonb,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"flagged_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"computed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejected_by" uuid,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"nhf_base" varchar(8) DEFAULT 'basic' NOT NULL,
	"proration_basis" varchar(8) DEFAULT 'calendar' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_approvals" ADD CONSTRAINT "payroll_approvals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_approvals" ADD CONSTRAINT "payroll_approvals_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_approvals" ADD CONSTRAINT "payroll_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_employees" ADD CONSTRAINT "payroll_run_employees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_employees" ADD CONSTRAINT "payroll_run_employees_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_run_employees" ADD CONSTRAINT "payroll_run_employees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_payroll_group_id_payroll_groups_id_fk" FOREIGN KEY ("payroll_group_id") REFERENCES "public"."payroll_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD CONSTRAINT "payroll_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_approvals_run_idx" ON "payroll_approvals" USING btree ("run_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_approvals_run_level_version_uq" ON "payroll_approvals" USING btree ("run_id","version","level") WHERE "payroll_approvals"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_run_employees_run_employee_uq" ON "payroll_run_employees" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payroll_run_employees_run_name_idx" ON "payroll_run_employees" USING btree ("run_id","name","id");--> statement-breakpoint
CREATE INDEX "payroll_run_employees_org_employee_idx" ON "payroll_run_employees" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_regular_slot_uq" ON "payroll_runs" USING btree ("organization_id",coalesce("payroll_group_id", '00000000-0000-0000-0000-000000000000'::uuid),"period") WHERE "payroll_runs"."run_type" = 'regular' and "payroll_runs"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "payroll_runs_org_period_idx" ON "payroll_runs" USING btree ("organization_id","period","created_at");--> statement-breakpoint
CREATE INDEX "payroll_runs_org_status_idx" ON "payroll_runs" USING btree ("organization_id","status");