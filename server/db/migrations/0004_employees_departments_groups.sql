CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"lead_employee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(120) NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"frequency" varchar(16) NOT NULL,
	"start_period" char(7) NOT NULL,
	"end_period" char(7),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"issued_by" uuid,
	"response" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"reason" text NOT NULL,
	"with_pay" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"staff_id" varchar(40) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"other_names" varchar(100),
	"email" varchar(254) NOT NULL,
	"phone" varchar(32),
	"gender" varchar(16),
	"date_of_birth" date,
	"address" text,
	"job_role_id" uuid,
	"department_id" uuid,
	"payroll_group_id" uuid,
	"employment_type" varchar(20) DEFAULT 'full_time' NOT NULL,
	"start_date" date NOT NULL,
	"pay_currency" char(3) NOT NULL,
	"basic" bigint DEFAULT 0 NOT NULL,
	"housing" bigint DEFAULT 0 NOT NULL,
	"transport" bigint DEFAULT 0 NOT NULL,
	"other" bigint DEFAULT 0 NOT NULL,
	"bank_code" varchar(20),
	"bank_name" varchar(120),
	"account_number_enc" text,
	"account_number_last4" varchar(4),
	"account_name" varchar(200),
	"bank_verified_at" timestamp with time zone,
	"bvn_enc" text,
	"nin_enc" text,
	"pension_enabled" boolean DEFAULT true NOT NULL,
	"pfa" varchar(120),
	"rsa_pin" varchar(20),
	"paye_enabled" boolean DEFAULT true NOT NULL,
	"state_of_residence" varchar(60),
	"tax_id" varchar(30),
	"nhf_enabled" boolean DEFAULT false NOT NULL,
	"nsitf_enabled" boolean DEFAULT true NOT NULL,
	"itf_enabled" boolean DEFAULT true NOT NULL,
	"annual_rent" bigint DEFAULT 0 NOT NULL,
	"rent_evidence_file_id" uuid,
	"ewa_eligible" boolean DEFAULT false NOT NULL,
	"payroll_enabled" boolean DEFAULT true NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"separated_at" date,
	"separation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text,
	"department_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_lead_employee_id_employees_id_fk" FOREIGN KEY ("lead_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_addons" ADD CONSTRAINT "employee_addons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_addons" ADD CONSTRAINT "employee_addons_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_addons" ADD CONSTRAINT "employee_addons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_queries" ADD CONSTRAINT "employee_queries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_queries" ADD CONSTRAINT "employee_queries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_queries" ADD CONSTRAINT "employee_queries_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_suspensions" ADD CONSTRAINT "employee_suspensions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_suspensions" ADD CONSTRAINT "employee_suspensions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_suspensions" ADD CONSTRAINT "employee_suspensions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_job_role_id_job_roles_id_fk" FOREIGN KEY ("job_role_id") REFERENCES "public"."job_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_payroll_group_id_payroll_groups_id_fk" FOREIGN KEY ("payroll_group_id") REFERENCES "public"."payroll_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_rent_evidence_file_id_files_id_fk" FOREIGN KEY ("rent_evidence_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_roles" ADD CONSTRAINT "job_roles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_roles" ADD CONSTRAINT "job_roles_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_groups" ADD CONSTRAINT "payroll_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_org_name_uq" ON "departments" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "employee_addons_org_employee_idx" ON "employee_addons" USING btree ("organization_id","employee_id","start_period");--> statement-breakpoint
CREATE INDEX "employee_queries_org_employee_idx" ON "employee_queries" USING btree ("organization_id","employee_id","created_at");--> statement-breakpoint
CREATE INDEX "employee_suspensions_org_employee_idx" ON "employee_suspensions" USING btree ("organization_id","employee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_org_staff_id_uq" ON "employees" USING btree ("organization_id",lower("staff_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_org_email_uq" ON "employees" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE INDEX "employees_org_status_name_idx" ON "employees" USING btree ("organization_id","status","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "staff_id")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_org_department_idx" ON "employees" USING btree ("organization_id","department_id");--> statement-breakpoint
CREATE INDEX "employees_org_group_idx" ON "employees" USING btree ("organization_id","payroll_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_roles_org_title_uq" ON "job_roles" USING btree ("organization_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_groups_org_name_uq" ON "payroll_groups" USING btree ("organization_id",lower("name"));