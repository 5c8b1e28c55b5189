-- Extensions and the id generator every table's default uses.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS keel_id_seq;
--> statement-breakpoint
-- keel_id(): seven base-36 characters. The sequence value is multiplied by a constant coprime to 36 modulo
-- 36^7, a bijection, so ids never collide yet do not read as a counter.
CREATE OR REPLACE FUNCTION keel_id() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  n numeric := (nextval('keel_id_seq')::numeric * 27181828459) % 78364164096;
  digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  s text := '';
BEGIN
  FOR i IN 1..7 LOOP
    s := substr(digits, (n % 36)::int + 1, 1) || s;
    n := floor(n / 36);
  END LOOP;
  RETURN s;
END $$;
