CREATE TABLE "client_products" (
	"id" text PRIMARY KEY DEFAULT keel_id() NOT NULL,
	"firm_id" text NOT NULL,
	"node_id" text NOT NULL,
	"client_id" text NOT NULL,
	"wrapper_type" text NOT NULL,
	"scheme_product_id" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_products" ADD CONSTRAINT "client_products_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_products" ADD CONSTRAINT "client_products_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_products_client_wrapper" ON "client_products" USING btree ("firm_id","client_id","wrapper_type");--> statement-breakpoint
CREATE INDEX "client_products_firm_wrapper" ON "client_products" USING btree ("firm_id","wrapper_type");