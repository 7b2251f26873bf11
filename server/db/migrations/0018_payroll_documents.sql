ALTER TABLE "outbox_mails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_run_employees" ADD COLUMN "payslip_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payroll_settings" ADD COLUMN "document_language" varchar(8) DEFAULT 'en-GB' NOT NULL;