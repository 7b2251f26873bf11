CREATE TABLE "statutory_admins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" varchar(16) NOT NULL,
	"email" varchar(254) NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statutory_liabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"type" varchar(16) NOT NULL,
	"payee" varchar(120) NOT NULL,
	"run_name" varchar(120) NOT NULL,
	"period" char(7) NOT NULL,
	"pay_date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" char(3) NOT NULL,
	"employee_amount" bigint DEFAULT 0 NOT NULL,
	"employer_amount" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"remitted" bigint DEFAULT 0 NOT NULL,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statutory_liabilities_remitted_ck" CHECK ("statutory_liabilities"."remitted" >= 0 and "statutory_liabilities"."remitted" <= "statutory_liabilities"."amount")
);
--> statement-breakpoint
CREATE TABLE "statutory_liability_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"liability_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" varchar(220) NOT NULL,
	"staff_id" varchar(40) NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"employee_amount" bigint DEFAULT 0 NOT NULL,
	"employer_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statutory_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"liability_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"reference" varchar(120) NOT NULL,
	"file_id" uuid,
	"source" varchar(8) DEFAULT 'manual' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statutory_registrations" (
	"organization_id" uuid NOT NULL,
	"type" varchar(16) NOT NULL,
	"employer_number" varchar(60) DEFAULT '' NOT NULL,
	"payee_numbers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statutory_admins" ADD CONSTRAINT "statutory_admins_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_admins" ADD CONSTRAINT "statutory_admins_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_liabilities" ADD CONSTRAINT "statutory_liabilities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_liabilities" ADD CONSTRAINT "statutory_liabilities_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_liability_items" ADD CONSTRAINT "statutory_liability_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_liability_items" ADD CONSTRAINT "statutory_liability_items_liability_id_statutory_liabilities_id_fk" FOREIGN KEY ("liability_id") REFERENCES "public"."statutory_liabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_receipts" ADD CONSTRAINT "statutory_receipts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_receipts" ADD CONSTRAINT "statutory_receipts_liability_id_statutory_liabilities_id_fk" FOREIGN KEY ("liability_id") REFERENCES "public"."statutory_liabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_receipts" ADD CONSTRAINT "statutory_receipts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_receipts" ADD CONSTRAINT "statutory_receipts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statutory_registrations" ADD CONSTRAINT "statutory_registrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_admins_org_type_email_uq" ON "statutory_admins" USING btree ("organization_id","type",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_liabilities_run_type_payee_uq" ON "statutory_liabilities" USING btree ("organization_id","run_id","type","payee");--> statement-breakpoint
CREATE INDEX "statutory_liabilities_org_type_due_idx" ON "statutory_liabilities" USING btree ("organization_id","type","due_date");--> statement-breakpoint
CREATE INDEX "statutory_liability_items_liability_idx" ON "statutory_liability_items" USING btree ("liability_id","name");--> statement-breakpoint
CREATE INDEX "statutory_receipts_org_created_idx" ON "statutory_receipts" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "statutory_receipts_liability_idx" ON "statutory_receipts" USING btree ("liability_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statutory_registrations_org_type_uq" ON "statutory_registrations" USING btree ("organization_id","type");