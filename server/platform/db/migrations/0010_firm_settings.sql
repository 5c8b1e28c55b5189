CREATE TABLE "file_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"space" text NOT NULL,
	"category" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_files" (
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"space" text NOT NULL,
	"category" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "firm_files_firm_id_node_id_space_category_pk" PRIMARY KEY("firm_id","node_id","space","category")
);
--> statement-breakpoint
CREATE TABLE "firm_hostnames" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"host" text NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"type" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_files" ADD CONSTRAINT "firm_files_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_hostnames" ADD CONSTRAINT "firm_hostnames_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_uploads_expiry" ON "file_uploads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_hostnames_host" ON "firm_hostnames" USING btree ("host");--> statement-breakpoint
CREATE INDEX "firm_hostnames_firm" ON "firm_hostnames" USING btree ("firm_id");