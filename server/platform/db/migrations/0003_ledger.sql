CREATE TABLE "authorisation_thresholds" (
	"firm_id" text NOT NULL,
	"transaction_sub_type" text NOT NULL,
	"threshold" numeric(20, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "authorisation_thresholds_firm_id_transaction_sub_type_pk" PRIMARY KEY("firm_id","transaction_sub_type")
);
--> statement-breakpoint
CREATE TABLE "cash_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"book" text NOT NULL,
	"account_id" text,
	"transaction_code" text NOT NULL,
	"narrative" text NOT NULL,
	"post_date" date NOT NULL,
	"value_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	CONSTRAINT "cash_postings_book_account" CHECK (("cash_postings"."book" = 'Client') = ("cash_postings"."account_id" IS NOT NULL)),
	CONSTRAINT "cash_postings_nonzero" CHECK ("cash_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "portfolio_transactions" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"account_id" text NOT NULL,
	"link_id" text,
	"transaction_type" text NOT NULL,
	"transaction_sub_type" text NOT NULL,
	"movement_type" text NOT NULL,
	"method" text,
	"status" text NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"amount" numeric(20, 2),
	"quantity" numeric(20, 6),
	"asset_id" text,
	"counter_account_id" text,
	"reserved_cash" numeric(20, 2) DEFAULT '0' NOT NULL,
	"reserved_quantity" numeric(20, 6) DEFAULT '0' NOT NULL,
	"transaction_date" date NOT NULL,
	"completed_date" date,
	"intended_settlement_date" date,
	"requested_by" text NOT NULL,
	"authorised_by" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "ptx_amount_positive" CHECK ("portfolio_transactions"."amount" IS NULL OR "portfolio_transactions"."amount" > 0),
	CONSTRAINT "ptx_quantity_positive" CHECK ("portfolio_transactions"."quantity" IS NULL OR "portfolio_transactions"."quantity" > 0),
	CONSTRAINT "ptx_reservations" CHECK ("portfolio_transactions"."reserved_cash" >= 0 AND "portfolio_transactions"."reserved_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"book" text NOT NULL,
	"account_id" text,
	"transaction_code" text NOT NULL,
	"narrative" text NOT NULL,
	"post_date" date NOT NULL,
	"value_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asset_id" text NOT NULL,
	"quantity" numeric(20, 6) NOT NULL,
	"value" numeric(20, 2) NOT NULL,
	"book_value" numeric(20, 2) NOT NULL,
	"profit_loss" numeric(20, 2),
	CONSTRAINT "stock_postings_book_account" CHECK (("stock_postings"."book" = 'Client') = ("stock_postings"."account_id" IS NOT NULL)),
	CONSTRAINT "stock_postings_nonzero" CHECK ("stock_postings"."quantity" <> 0)
);
--> statement-breakpoint
ALTER TABLE "authorisation_thresholds" ADD CONSTRAINT "authorisation_thresholds_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_postings" ADD CONSTRAINT "cash_postings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_postings" ADD CONSTRAINT "cash_postings_transaction_id_portfolio_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."portfolio_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_postings" ADD CONSTRAINT "cash_postings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_counter_account_id_accounts_id_fk" FOREIGN KEY ("counter_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_postings" ADD CONSTRAINT "stock_postings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_postings" ADD CONSTRAINT "stock_postings_transaction_id_portfolio_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."portfolio_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_postings" ADD CONSTRAINT "stock_postings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_postings" ADD CONSTRAINT "stock_postings_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_postings_account" ON "cash_postings" USING btree ("account_id","post_date");--> statement-breakpoint
CREATE INDEX "cash_postings_firm_date" ON "cash_postings" USING btree ("firm_id","post_date","id");--> statement-breakpoint
CREATE INDEX "cash_postings_transaction" ON "cash_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ptx_firm_account" ON "portfolio_transactions" USING btree ("firm_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "ptx_firm_created" ON "portfolio_transactions" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "ptx_firm_status" ON "portfolio_transactions" USING btree ("firm_id","status");--> statement-breakpoint
CREATE INDEX "ptx_firm_link" ON "portfolio_transactions" USING btree ("firm_id","link_id");--> statement-breakpoint
CREATE INDEX "ptx_firm_date" ON "portfolio_transactions" USING btree ("firm_id","transaction_date");--> statement-breakpoint
CREATE INDEX "ptx_counter_account" ON "portfolio_transactions" USING btree ("counter_account_id");--> statement-breakpoint
CREATE INDEX "ptx_open_by_account" ON "portfolio_transactions" USING btree ("account_id") WHERE status IN ('Pending', 'Waiting', 'Placed', 'Checking');--> statement-breakpoint
CREATE INDEX "stock_postings_account" ON "stock_postings" USING btree ("account_id","asset_id","post_date");--> statement-breakpoint
CREATE INDEX "stock_postings_firm_date" ON "stock_postings" USING btree ("firm_id","post_date","id");--> statement-breakpoint
CREATE INDEX "stock_postings_transaction" ON "stock_postings" USING btree ("transaction_id");