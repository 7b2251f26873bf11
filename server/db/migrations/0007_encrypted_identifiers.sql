ALTER TABLE "employees" ADD COLUMN "rsa_pin_enc" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "tax_id_enc" text;