CREATE TABLE "client_messages" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"client_id" text NOT NULL,
	"account_id" text,
	"message_type" text NOT NULL,
	"status" text DEFAULT 'Unread' NOT NULL,
	"subject" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_id" text,
	"document" jsonb,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_files" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"client_id" text,
	"account_id" text,
	"file_type" text NOT NULL,
	"title" text NOT NULL,
	"reference" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"input" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_items" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"job_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"outcome" text,
	"result_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"params" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_items" ADD CONSTRAINT "job_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_messages_source" ON "client_messages" USING btree ("firm_id","source_key");--> statement-breakpoint
CREATE INDEX "client_messages_client" ON "client_messages" USING btree ("firm_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_messages_firm" ON "client_messages" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "client_messages_preparing" ON "client_messages" USING btree ("firm_id","created_at") WHERE "client_messages"."file_id" IS NULL AND "client_messages"."document" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "generated_files_reference" ON "generated_files" USING btree ("firm_id","reference");--> statement-breakpoint
CREATE INDEX "generated_files_client" ON "generated_files" USING btree ("firm_id","client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_items_subject" ON "job_items" USING btree ("job_id","subject_id");--> statement-breakpoint
CREATE INDEX "job_items_pending" ON "job_items" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "jobs_firm" ON "jobs" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_status" ON "jobs" USING btree ("status");