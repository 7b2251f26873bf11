CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"cover_letter" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cv_file_name" varchar(255) NOT NULL,
	"cv_content_type" varchar(100) NOT NULL,
	"cv_size_bytes" integer NOT NULL,
	"cv_storage_key" varchar(500) NOT NULL,
	"stage" varchar(12) DEFAULT 'applied' NOT NULL,
	"rejection_reason" text,
	"client_ip" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"mode" varchar(12) NOT NULL,
	"location" varchar(200),
	"link" varchar(500),
	"interviewer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"salary" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"start_date" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"message" text,
	"token_hash" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'sent' NOT NULL,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" varchar(160) NOT NULL,
	"department_id" uuid,
	"job_role_id" uuid,
	"employment_type" varchar(20) NOT NULL,
	"location" varchar(160),
	"remote" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"requirements" text,
	"salary_min" bigint,
	"salary_max" bigint,
	"currency" char(3) NOT NULL,
	"show_salary" boolean DEFAULT false NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"closing_date" date,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interviews" ADD CONSTRAINT "job_interviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_interviews" ADD CONSTRAINT "job_interviews_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_job_role_id_job_roles_id_fk" FOREIGN KEY ("job_role_id") REFERENCES "public"."job_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_email_uq" ON "job_applications" USING btree ("job_id",lower("email"));--> statement-breakpoint
CREATE INDEX "job_applications_org_job_stage_idx" ON "job_applications" USING btree ("organization_id","job_id","stage");--> statement-breakpoint
CREATE INDEX "job_applications_ip_created_idx" ON "job_applications" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "job_interviews_org_application_idx" ON "job_interviews" USING btree ("organization_id","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_offers_token_uq" ON "job_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "job_offers_open_uq" ON "job_offers" USING btree ("application_id") WHERE "job_offers"."status" in ('sent', 'viewed');--> statement-breakpoint
CREATE INDEX "job_offers_org_application_idx" ON "job_offers" USING btree ("organization_id","application_id");--> statement-breakpoint
CREATE INDEX "job_postings_org_status_idx" ON "job_postings" USING btree ("organization_id","status","created_at");