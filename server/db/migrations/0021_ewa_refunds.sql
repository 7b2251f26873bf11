ALTER TABLE "ewa_advances" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ewa_recoveries" ADD COLUMN "kind" varchar(8) DEFAULT 'recovery' NOT NULL;--> statement-breakpoint
ALTER TABLE "ewa_advances" ADD CONSTRAINT "ewa_advances_refunded_range" CHECK ("ewa_advances"."refunded" >= 0 and "ewa_advances"."refunded" <= "ewa_advances"."recovered");