CREATE TABLE "manual_transfer_in_files" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"transfer_id" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"rows" integer NOT NULL,
	"assets" jsonb NOT NULL,
	"status" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_parties" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"transfer_wrapper_types" text[] NOT NULL,
	"product_transfer_types" text[] NOT NULL,
	"electronic" boolean NOT NULL,
	"typical_days" integer NOT NULL,
	CONSTRAINT "master_parties_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"account_id" text NOT NULL,
	"direction" text NOT NULL,
	"processing_type" text NOT NULL,
	"scope" text NOT NULL,
	"status" text NOT NULL,
	"action_required" boolean DEFAULT false NOT NULL,
	"provider_id" text NOT NULL,
	"provider_reference" text NOT NULL,
	"estimated_value" numeric(20, 2) NOT NULL,
	"actual_value" numeric(20, 2),
	"current_year_subscriptions" numeric(20, 2),
	"crystallised" boolean DEFAULT false NOT NULL,
	"crystallisation" jsonb,
	"note" text,
	"requested_date" date NOT NULL,
	"status_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_date" date,
	"rejection_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_assets" (
	"transfer_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"book_value" numeric(20, 2),
	CONSTRAINT "transfer_assets_transfer_id_asset_id_pk" PRIMARY KEY("transfer_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_transfer_in_files" ADD CONSTRAINT "manual_transfer_in_files_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_transfer_in_files" ADD CONSTRAINT "manual_transfer_in_files_transfer_id_product_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."product_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_id_portfolio_transactions_id_fk" FOREIGN KEY ("id") REFERENCES "public"."portfolio_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_provider_id_master_parties_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."master_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_assets" ADD CONSTRAINT "transfer_assets_transfer_id_product_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."product_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_assets" ADD CONSTRAINT "transfer_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_events" ADD CONSTRAINT "transfer_events_transfer_id_product_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."product_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_transfer_in_files_transfer" ON "manual_transfer_in_files" USING btree ("transfer_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_transfer_in_files_accepted" ON "manual_transfer_in_files" USING btree ("transfer_id") WHERE status = 'Accepted';--> statement-breakpoint
CREATE INDEX "transfers_firm_status_since" ON "product_transfers" USING btree ("firm_id","status","status_since");--> statement-breakpoint
CREATE INDEX "transfers_firm_last_updated" ON "product_transfers" USING btree ("firm_id","last_updated");--> statement-breakpoint
CREATE INDEX "transfers_firm_action_since" ON "product_transfers" USING btree ("firm_id","action_required" DESC NULLS LAST,"status_since");--> statement-breakpoint
CREATE INDEX "transfers_account" ON "product_transfers" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "transfer_events_transfer" ON "transfer_events" USING btree ("transfer_id","created_at");--> statement-breakpoint
-- The platform's master party list (decision 0800): UK providers, what they transfer and how. Written here,
-- once, because it is the platform's reference data, the same for every firm and every install.
INSERT INTO "master_parties" ("name", "status", "transfer_wrapper_types", "product_transfer_types", "electronic", "typical_days") VALUES
	('7IM', 'Active', '{GIA,ISA,SIPP}', '{Cash,In Specie}', true, 15),
	('Aegon', 'Active', '{GIA,ISA,Pension,SIPP}', '{Cash,In Specie}', true, 12),
	('AJ Bell', 'Active', '{GIA,ISA,JISA,SIPP}', '{Cash,In Specie}', true, 10),
	('Aviva', 'Active', '{GIA,ISA,Pension,SIPP,TPPENSION}', '{Cash,In Specie}', true, 12),
	('Curtis Banks', 'Active', '{SIPP,SSAS}', '{Cash,In Specie}', false, 30),
	('Embark', 'Active', '{GIA,ISA,SIPP}', '{Cash,In Specie}', true, 15),
	('Fidelity', 'Active', '{GIA,ISA,JISA,SIPP}', '{Cash,In Specie}', true, 10),
	('Hargreaves Lansdown', 'Active', '{GIA,ISA,JISA,SIPP}', '{Cash,In Specie}', true, 10),
	('interactive investor', 'Active', '{GIA,ISA,JISA,SIPP}', '{Cash,In Specie}', true, 12),
	('Legal & General', 'Active', '{ISA,Pension,TPPENSION}', '{Cash}', true, 15),
	('M&G', 'Active', '{GIA,ISA,Pension,TPOFFBOND}', '{Cash}', false, 20),
	('Novia', 'Active', '{GIA,ISA,SIPP}', '{Cash,In Specie}', true, 15),
	('Nucleus', 'Active', '{GIA,ISA,SIPP,TPOFFBOND}', '{Cash,In Specie}', true, 14),
	('Nutmeg', 'Active', '{GIA,ISA,JISA,SIPP}', '{Cash}', true, 10),
	('Parmenion', 'Active', '{GIA,ISA,SIPP}', '{Cash,In Specie}', true, 14),
	('Prudential', 'Active', '{ISA,Pension,TPPENSION,TPOFFBOND}', '{Cash}', false, 25),
	('Quilter', 'Active', '{GIA,ISA,JISA,SIPP,TPOFFBOND}', '{Cash,In Specie}', true, 14),
	('Royal London', 'Active', '{Pension,TPPENSION,SIPP}', '{Cash}', true, 20),
	('Scottish Widows', 'Active', '{ISA,Pension,TPPENSION}', '{Cash}', true, 20),
	('Standard Life', 'Active', '{GIA,ISA,Pension,SIPP,TPPENSION}', '{Cash,In Specie}', true, 15),
	('Transact', 'Active', '{GIA,ISA,JISA,SIPP,TPOFFBOND}', '{Cash,In Specie}', true, 12),
	('Utmost', 'Active', '{TPOFFBOND}', '{Cash,In Specie}', false, 30),
	('Vanguard', 'Active', '{GIA,ISA,JISA,SIPP}', '{Cash}', true, 10),
	('Wealthtime', 'Active', '{GIA,ISA,SIPP}', '{Cash,In Specie}', true, 15),
	('Zurich', 'Inactive', '{ISA,Pension,SIPP,TPOFFBOND}', '{Cash}', false, 25);
--> statement-breakpoint
-- Working days (Monday to Friday; bank holidays are not modelled) from one day to a later one, the first
-- counted and the last not: the transfers workbench's days in a status and its age targets (decision 0800).
-- Whole weeks give five each; the days left over are counted from the weekday the span starts on.
CREATE FUNCTION keel_working_days(from_day date, to_day date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN to_day <= from_day THEN 0 ELSE
    ((to_day - from_day) / 7) * 5
    + least(extract(isodow FROM from_day)::int - 1 + (to_day - from_day) % 7, 5)
    + least(greatest(extract(isodow FROM from_day)::int - 1 + (to_day - from_day) % 7 - 7, 0), 5)
    - least(extract(isodow FROM from_day)::int - 1, 5)
  END
$$;
