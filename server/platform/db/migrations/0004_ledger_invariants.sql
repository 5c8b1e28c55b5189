-- The ledger's invariants, enforced by the database as well as by the services (docs/decisions/0402).
-- 1. Postings are append-only: a correction is a new transaction, never an edited posting.
CREATE FUNCTION keel_postings_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Postings are append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cash_postings_append_only BEFORE UPDATE OR DELETE ON cash_postings
  FOR EACH ROW EXECUTE FUNCTION keel_postings_append_only();
--> statement-breakpoint
CREATE TRIGGER stock_postings_append_only BEFORE UPDATE OR DELETE ON stock_postings
  FOR EACH ROW EXECUTE FUNCTION keel_postings_append_only();
--> statement-breakpoint
-- 2. Double entry: at commit, each transaction's cash postings sum to zero, and its stock postings sum to
--    zero per asset.
CREATE FUNCTION keel_cash_postings_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total numeric;
BEGIN
  SELECT sum(amount) INTO total FROM cash_postings WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'Cash postings of transaction % sum to %, not zero', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cash_postings_balance AFTER INSERT ON cash_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION keel_cash_postings_balance();
--> statement-breakpoint
CREATE FUNCTION keel_stock_postings_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total numeric;
BEGIN
  SELECT sum(quantity) INTO total FROM stock_postings
    WHERE transaction_id = NEW.transaction_id AND asset_id = NEW.asset_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'Stock postings of transaction % in asset % sum to %, not zero',
      NEW.transaction_id, NEW.asset_id, total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stock_postings_balance AFTER INSERT ON stock_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION keel_stock_postings_balance();
