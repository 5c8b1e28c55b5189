CREATE TABLE "firm_features" (
	"firm_id" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "firm_features_firm_id_name_pk" PRIMARY KEY("firm_id","name")
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "node_settings" (
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "node_settings_firm_id_node_id_kind_pk" PRIMARY KEY("firm_id","node_id","kind")
);
--> statement-breakpoint
CREATE TABLE "nodes" (
	"firm_id" text NOT NULL,
	"id" text DEFAULT keel_id() NOT NULL,
	"parent_node_id" text,
	"node_type" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "nodes_firm_id_id_pk" PRIMARY KEY("firm_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"user_type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"password_hash" text,
	"scopes" jsonb NOT NULL,
	"mfa_secret" text,
	"mfa_enabled" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"client_type" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"surname" text,
	"email" text,
	"date_of_birth" date,
	"parent_id" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_group_members" (
	"group_id" text NOT NULL,
	"client_id" text NOT NULL,
	CONSTRAINT "portfolio_group_members_group_id_client_id_pk" PRIMARY KEY("group_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_groups" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"name" text NOT NULL,
	"group_intent" text NOT NULL,
	"group_type" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"account_type" text NOT NULL,
	"wrapper_type" text NOT NULL,
	"status" text NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"name" text NOT NULL,
	"long_name" text,
	"isin" text NOT NULL,
	"ticker" text,
	"instrument_type" text NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "assets_isin_unique" UNIQUE("isin")
);
--> statement-breakpoint
CREATE TABLE "firm_assets" (
	"firm_id" text NOT NULL,
	"asset_id" text NOT NULL,
	CONSTRAINT "firm_assets_firm_id_asset_id_pk" PRIMARY KEY("firm_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"asset_id" text NOT NULL,
	"price_date" date NOT NULL,
	"price" numeric(20, 6) NOT NULL,
	CONSTRAINT "prices_asset_id_price_date_pk" PRIMARY KEY("asset_id","price_date")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"firm_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_firm_id_key_pk" PRIMARY KEY("firm_id","key")
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_features" ADD CONSTRAINT "firm_features_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_group_members" ADD CONSTRAINT "portfolio_group_members_group_id_portfolio_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."portfolio_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_group_members" ADD CONSTRAINT "portfolio_group_members_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_groups" ADD CONSTRAINT "portfolio_groups_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_assets" ADD CONSTRAINT "firm_assets_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_assets" ADD CONSTRAINT "firm_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nodes_parent" ON "nodes" USING btree ("firm_id","parent_node_id");--> statement-breakpoint
CREATE INDEX "nodes_path" ON "nodes" USING btree ("firm_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_firm" ON "users" USING btree ("firm_id","node_id");--> statement-breakpoint
CREATE INDEX "clients_firm_name" ON "clients" USING btree ("firm_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm" ON "clients" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_firm_status_type" ON "clients" USING btree ("firm_id","status","client_type");--> statement-breakpoint
CREATE INDEX "clients_firm_node" ON "clients" USING btree ("firm_id","node_id");--> statement-breakpoint
CREATE INDEX "clients_firm_parent" ON "clients" USING btree ("firm_id","parent_id");--> statement-breakpoint
CREATE INDEX "clients_firm_created" ON "clients" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_group_members_client" ON "portfolio_group_members" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "portfolio_groups_firm" ON "portfolio_groups" USING btree ("firm_id","group_intent","status");--> statement-breakpoint
CREATE INDEX "accounts_firm_client" ON "accounts" USING btree ("firm_id","client_id");--> statement-breakpoint
CREATE INDEX "accounts_firm_name" ON "accounts" USING btree ("firm_id","name");--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("firm_id","entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code" ON "oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires" ON "oidc_payloads" USING btree ("expires_at");