CREATE TABLE "employee_bank_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"old_bank_code" varchar(20),
	"old_bank_name" varchar(120),
	"old_account_number_enc" text,
	"old_account_number_last4" varchar(4),
	"old_account_name" varchar(200),
	"old_bank_verified_at" timestamp with time zone,
	"old_bank_name_status" varchar(16),
	"new_bank_code" varchar(20),
	"new_account_number_last4" varchar(4),
	"new_account_name" varchar(200),
	"name_matches" boolean,
	"changed_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "account_number_bidx" varchar(64);--> statement-breakpoint
ALTER TABLE "employee_bank_changes" ADD CONSTRAINT "employee_bank_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_bank_changes" ADD CONSTRAINT "employee_bank_changes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_bank_changes" ADD CONSTRAINT "employee_bank_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_bank_changes" ADD CONSTRAINT "employee_bank_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_bank_changes_org_employee_idx" ON "employee_bank_changes" USING btree ("organization_id","employee_id","status");--> statement-breakpoint
CREATE INDEX "employees_org_account_bidx_idx" ON "employees" USING btree ("organization_id","account_number_bidx");