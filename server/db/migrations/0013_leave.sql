CREATE TABLE "leave_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"days" numeric(7, 2) NOT NULL,
	"effective_date" date NOT NULL,
	"period" varchar(10),
	"request_id" uuid,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"department_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"half_day" boolean DEFAULT false NOT NULL,
	"days" numeric(7, 2) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reliever_id" uuid,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"defaults_seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"max_span_days" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" varchar(80) NOT NULL,
	"paid" boolean DEFAULT true NOT NULL,
	"days_per_year" numeric(7, 2) NOT NULL,
	"accrual" varchar(16) DEFAULT 'upfront' NOT NULL,
	"carry_over_days" numeric(7, 2) DEFAULT 0 NOT NULL,
	"carry_over_expiry" varchar(5),
	"counts_weekends" boolean DEFAULT false NOT NULL,
	"counts_holidays" boolean DEFAULT false NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"gender" varchar(8),
	"min_service_months" integer DEFAULT 0 NOT NULL,
	"department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"payroll_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leave_holidays" ADD CONSTRAINT "leave_holidays_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_request_id_leave_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."leave_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_leave_types_id_fk" FOREIGN KEY ("leave_type_id") REFERENCES "public"."leave_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_reliever_id_employees_id_fk" FOREIGN KEY ("reliever_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_settings" ADD CONSTRAINT "leave_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_holidays_org_date_uq" ON "leave_holidays" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "leave_ledger_org_employee_idx" ON "leave_ledger" USING btree ("organization_id","employee_id","leave_type_id","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_system_uq" ON "leave_ledger" USING btree ("employee_id","leave_type_id","kind","period") WHERE "leave_ledger"."period" is not null;--> statement-breakpoint
CREATE INDEX "leave_requests_org_start_idx" ON "leave_requests" USING btree ("organization_id","start_date","id");--> statement-breakpoint
CREATE INDEX "leave_requests_org_status_start_idx" ON "leave_requests" USING btree ("organization_id","status","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_org_employee_idx" ON "leave_requests" USING btree ("organization_id","employee_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_org_department_start_idx" ON "leave_requests" USING btree ("organization_id","department_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_org_approved_range_idx" ON "leave_requests" USING btree ("organization_id","start_date","end_date","employee_id","leave_type_id","department_id","status","half_day","id") WHERE "leave_requests"."status" in ('approved', 'ended');--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_org_name_uq" ON "leave_types" USING btree ("organization_id",lower("name"));