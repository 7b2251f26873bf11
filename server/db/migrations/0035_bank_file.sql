-- Paying through the employer's own bank (issue 36): `awaiting_bank_payment` is 21 characters, one more than the column held.
ALTER TABLE "payroll_runs" ALTER COLUMN "status" TYPE varchar(24);--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "bank_reference" varchar(100);--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "marked_paid_by" uuid;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD COLUMN "marked_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_marked_paid_by_users_id_fk" FOREIGN KEY ("marked_paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "disbursement" varchar(12) DEFAULT 'wallet' NOT NULL;
