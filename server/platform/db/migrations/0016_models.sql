CREATE TABLE "model_components" (
	"model_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"weight" numeric(7, 4) NOT NULL,
	CONSTRAINT "model_components_model_id_asset_id_pk" PRIMARY KEY("model_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "model_versions" (
	"model_id" text NOT NULL,
	"version" integer NOT NULL,
	"components" jsonb NOT NULL,
	"cash_weight" numeric(7, 4) NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change" text NOT NULL,
	CONSTRAINT "model_versions_model_id_version_pk" PRIMARY KEY("model_id","version")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"risk_level" integer NOT NULL,
	"tolerance" numeric(7, 4) NOT NULL,
	"cash_weight" numeric(7, 4) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "model_id" text;--> statement-breakpoint
ALTER TABLE "model_components" ADD CONSTRAINT "model_components_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_components" ADD CONSTRAINT "model_components_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_versions" ADD CONSTRAINT "model_versions_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "models_firm_type_name" ON "models" USING btree ("firm_id","type","name");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_model" ON "accounts" USING btree ("model_id");