CREATE TABLE "client_pension_allowances" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"client_id" text NOT NULL,
	"used_here" numeric(20, 2) DEFAULT '0' NOT NULL,
	"used_elsewhere" numeric(20, 2) DEFAULT '0' NOT NULL,
	"mpaa_triggered_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_product_actions" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"account_id" text NOT NULL,
	"client_id" text NOT NULL,
	"client_product_id" text,
	"action_type" text NOT NULL,
	"method" text NOT NULL,
	"bci_id" text,
	"description" text NOT NULL,
	"amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"tax_free" numeric(20, 2) DEFAULT '0' NOT NULL,
	"taxable" numeric(20, 2) DEFAULT '0' NOT NULL,
	"estimated_tax" numeric(20, 2) DEFAULT '0' NOT NULL,
	"transaction_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"action_date" date NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pension_funds" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"account_id" text NOT NULL,
	"client_id" text NOT NULL,
	"crystallised" numeric(20, 2) DEFAULT '0' NOT NULL,
	"all_crystallised" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "pension_funds_crystallised" CHECK ("pension_funds"."crystallised" >= 0)
);
--> statement-breakpoint
CREATE TABLE "regular_crystallisation_payments" (
	"bci_id" text NOT NULL,
	"due_date" date NOT NULL,
	"action_id" text,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regular_crystallisation_payments_bci_id_due_date_pk" PRIMARY KEY("bci_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "regular_crystallisations" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"account_id" text NOT NULL,
	"client_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"frequency" text NOT NULL,
	"payment_day" integer NOT NULL,
	"start_date" date NOT NULL,
	"next_payment_date" date,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "regular_crystallisations_day" CHECK ("regular_crystallisations"."payment_day" IN (1, 7, 14, 21, 28)),
	CONSTRAINT "regular_crystallisations_amount" CHECK ("regular_crystallisations"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "client_pension_allowances" ADD CONSTRAINT "client_pension_allowances_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_pension_allowances" ADD CONSTRAINT "client_pension_allowances_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_product_actions" ADD CONSTRAINT "client_product_actions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_product_actions" ADD CONSTRAINT "client_product_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_funds" ADD CONSTRAINT "pension_funds_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_funds" ADD CONSTRAINT "pension_funds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_funds" ADD CONSTRAINT "pension_funds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_crystallisation_payments" ADD CONSTRAINT "regular_crystallisation_payments_bci_id_regular_crystallisations_id_fk" FOREIGN KEY ("bci_id") REFERENCES "public"."regular_crystallisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_crystallisations" ADD CONSTRAINT "regular_crystallisations_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_crystallisations" ADD CONSTRAINT "regular_crystallisations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_pension_allowances_client" ON "client_pension_allowances" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_product_actions_account" ON "client_product_actions" USING btree ("firm_id","account_id","created_at");--> statement-breakpoint
CREATE INDEX "client_product_actions_bci" ON "client_product_actions" USING btree ("bci_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pension_funds_account" ON "pension_funds" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "regular_crystallisations_due" ON "regular_crystallisations" USING btree ("status","next_payment_date");--> statement-breakpoint
CREATE INDEX "regular_crystallisations_account" ON "regular_crystallisations" USING btree ("firm_id","account_id");