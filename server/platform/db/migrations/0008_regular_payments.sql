CREATE TABLE "regular_payment_instalments" (
	"regular_payment_id" text NOT NULL,
	"due_date" date NOT NULL,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regular_payment_instalments_regular_payment_id_due_date_pk" PRIMARY KEY("regular_payment_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "regular_payments" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"account_id" text NOT NULL,
	"transaction_sub_type" text NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"method" text NOT NULL,
	"payment_day" integer NOT NULL,
	"start_date" date NOT NULL,
	"next_due_date" date NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"sell_down" text,
	"auto_disinvest" text,
	"invest_on_receipt" jsonb,
	"narrative" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "regular_payments_day" CHECK ("regular_payments"."payment_day" IN (1, 7, 14, 21, 28)),
	CONSTRAINT "regular_payments_amount" CHECK ("regular_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "regular_payment_instalments" ADD CONSTRAINT "regular_payment_instalments_regular_payment_id_regular_payments_id_fk" FOREIGN KEY ("regular_payment_id") REFERENCES "public"."regular_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_payment_instalments" ADD CONSTRAINT "regular_payment_instalments_transaction_id_portfolio_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."portfolio_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_payments" ADD CONSTRAINT "regular_payments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regular_payments" ADD CONSTRAINT "regular_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "regular_payments_due" ON "regular_payments" USING btree ("status","next_due_date");--> statement-breakpoint
CREATE INDEX "regular_payments_account" ON "regular_payments" USING btree ("firm_id","account_id");