ALTER TABLE "jobs" ADD COLUMN "schedule_key" text;--> statement-breakpoint
CREATE INDEX "job_items_claim_order" ON "job_items" USING btree ("job_id","subject_name","id") WHERE status = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_schedule_key" ON "jobs" USING btree ("schedule_key");