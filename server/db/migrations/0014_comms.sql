CREATE TABLE "comms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" varchar(16) NOT NULL,
	"title" varchar(200),
	"message" text,
	"question" varchar(500),
	"multiple" boolean DEFAULT false NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"audience" jsonb NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"shared_token" varchar(64),
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_poll_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"comm_id" uuid NOT NULL,
	"label" varchar(200) NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_poll_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"comm_id" uuid NOT NULL,
	"recipient_id" uuid,
	"department_id" uuid,
	"via" varchar(16) NOT NULL,
	"browser_hash" varchar(64),
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_poll_votes" (
	"organization_id" uuid NOT NULL,
	"comm_id" uuid NOT NULL,
	"response_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "comms_poll_votes_response_id_option_id_pk" PRIMARY KEY("response_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "comms_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"comm_id" uuid NOT NULL,
	"employee_id" uuid,
	"name" varchar(210) NOT NULL,
	"email" varchar(254) NOT NULL,
	"department_id" uuid,
	"token_hash" varchar(64),
	"answered" boolean DEFAULT false NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "comms_suggestion_boxes" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comms_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"message" text NOT NULL,
	"category" varchar(60),
	"anonymous" boolean NOT NULL,
	"author_user_id" uuid,
	"author_name" varchar(210),
	"source" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comms" ADD CONSTRAINT "comms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms" ADD CONSTRAINT "comms_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_poll_options" ADD CONSTRAINT "comms_poll_options_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_poll_options" ADD CONSTRAINT "comms_poll_options_comm_id_comms_id_fk" FOREIGN KEY ("comm_id") REFERENCES "public"."comms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_poll_responses" ADD CONSTRAINT "comms_poll_responses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_poll_responses" ADD CONSTRAINT "comms_poll_responses_comm_id_comms_id_fk" FOREIGN KEY ("comm_id") REFERENCES "public"."comms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_poll_responses" ADD CONSTRAINT "comms_poll_responses_recipient_id_comms_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."comms_recipients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_poll_votes" ADD CONSTRAINT "comms_poll_votes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_poll_votes" ADD CONSTRAINT "comms_poll_votes_comm_id_comms_id_fk" FOREIGN KEY ("comm_id") REFERENCES "public"."comms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_poll_votes" ADD CONSTRAINT "comms_poll_votes_response_id_comms_poll_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."comms_poll_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_poll_votes" ADD CONSTRAINT "comms_poll_votes_option_id_comms_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."comms_poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_recipients" ADD CONSTRAINT "comms_recipients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_recipients" ADD CONSTRAINT "comms_recipients_comm_id_comms_id_fk" FOREIGN KEY ("comm_id") REFERENCES "public"."comms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_recipients" ADD CONSTRAINT "comms_recipients_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_suggestion_boxes" ADD CONSTRAINT "comms_suggestion_boxes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_suggestions" ADD CONSTRAINT "comms_suggestions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comms_suggestions" ADD CONSTRAINT "comms_suggestions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comms_org_created_idx" ON "comms" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "comms_shared_token_uq" ON "comms" USING btree ("shared_token") WHERE "comms"."shared_token" is not null;--> statement-breakpoint
CREATE INDEX "comms_poll_options_comm_idx" ON "comms_poll_options" USING btree ("organization_id","comm_id");--> statement-breakpoint
CREATE INDEX "comms_poll_responses_comm_idx" ON "comms_poll_responses" USING btree ("organization_id","comm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comms_poll_responses_recipient_uq" ON "comms_poll_responses" USING btree ("comm_id","recipient_id") WHERE "comms_poll_responses"."recipient_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "comms_poll_responses_browser_uq" ON "comms_poll_responses" USING btree ("comm_id","browser_hash") WHERE "comms_poll_responses"."browser_hash" is not null;--> statement-breakpoint
CREATE INDEX "comms_poll_votes_comm_idx" ON "comms_poll_votes" USING btree ("organization_id","comm_id");--> statement-breakpoint
CREATE INDEX "comms_recipients_comm_idx" ON "comms_recipients" USING btree ("organization_id","comm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comms_recipients_token_uq" ON "comms_recipients" USING btree ("token_hash") WHERE "comms_recipients"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "comms_recipients_unmailed_idx" ON "comms_recipients" USING btree ("comm_id") WHERE "comms_recipients"."mailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "comms_suggestion_boxes_token_uq" ON "comms_suggestion_boxes" USING btree ("token");--> statement-breakpoint
CREATE INDEX "comms_suggestions_org_created_idx" ON "comms_suggestions" USING btree ("organization_id","created_at");