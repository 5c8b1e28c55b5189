CREATE TABLE "illustrations" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"client_id" text,
	"account_id" text,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"wrapper_type" text NOT NULL,
	"term_years" integer NOT NULL,
	"as_at" date NOT NULL,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "illustrations" ADD CONSTRAINT "illustrations_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "illustrations_firm_status_created" ON "illustrations" USING btree ("firm_id","status","created_at");--> statement-breakpoint
CREATE INDEX "illustrations_client" ON "illustrations" USING btree ("client_id");