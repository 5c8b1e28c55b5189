-- A client product for every client and wrapper they hold (schema/products.ts): opened by the client's
-- first account of the wrapper, whichever code path inserts it. Ids come from their own sequence
-- ("CP" + 7 digits, like the upstream's CP12345) so opening products never shifts the keel_id() ids of
-- other records, which seeded demo data relies on.
CREATE SEQUENCE IF NOT EXISTS client_product_id_seq;
--> statement-breakpoint
CREATE FUNCTION keel_open_client_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_products (id, firm_id, node_id, client_id, wrapper_type, scheme_product_id, created_by, updated_by)
  VALUES ('CP' || lpad(nextval('client_product_id_seq')::text, 7, '0'), NEW.firm_id, NEW.node_id, NEW.client_id,
          NEW.wrapper_type, 'SP' || upper(NEW.wrapper_type), NEW.created_by, NEW.created_by)
  ON CONFLICT (firm_id, client_id, wrapper_type) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_open_client_product AFTER INSERT ON accounts
  FOR EACH ROW EXECUTE FUNCTION keel_open_client_product();
--> statement-breakpoint
INSERT INTO client_products (id, firm_id, node_id, client_id, wrapper_type, scheme_product_id, created_by, updated_by)
SELECT 'CP' || lpad(nextval('client_product_id_seq')::text, 7, '0'), firm_id, node_id, client_id, wrapper_type,
       'SP' || upper(wrapper_type), created_by, created_by
FROM (SELECT DISTINCT ON (firm_id, client_id, wrapper_type) firm_id, node_id, client_id, wrapper_type, created_by
      FROM accounts ORDER BY firm_id, client_id, wrapper_type, created_at, id) first_accounts
ORDER BY firm_id, client_id, wrapper_type;
