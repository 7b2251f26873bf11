ALTER TABLE "employees" ADD COLUMN "bank_name_status" varchar(16);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_name_accepted_by" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_name_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_bank_name_accepted_by_users_id_fk" FOREIGN KEY ("bank_name_accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;