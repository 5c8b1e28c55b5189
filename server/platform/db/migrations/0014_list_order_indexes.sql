DROP INDEX "ptx_firm_created";--> statement-breakpoint
DROP INDEX "ptx_firm_date";--> statement-breakpoint
CREATE INDEX "ptx_firm_created_id" ON "portfolio_transactions" USING btree ("firm_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ptx_firm_date_created_id" ON "portfolio_transactions" USING btree ("firm_id","transaction_date","created_at","id");