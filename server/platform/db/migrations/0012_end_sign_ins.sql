-- A person's sign-ins end when their password is set or changed, their MFA is removed, or they stop being
-- an active person (suspended, or turned into a machine): the IdP's sessions, grants, codes and refresh
-- tokens for them (oidc_payloads, stored by server/idp/adapter.ts) go, whichever code path made the change.
-- Their console session then ends at its next token refresh; a new sign-in asks for the password again.
CREATE FUNCTION keel_end_sign_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM oidc_payloads WHERE payload ->> 'accountId' = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_end_sign_ins AFTER UPDATE OF password_hash, status, user_type, mfa_enabled ON users
  FOR EACH ROW WHEN (
    OLD.password_hash IS DISTINCT FROM NEW.password_hash
    OR (OLD.mfa_enabled AND NOT NEW.mfa_enabled)
    OR (OLD.status = 'Active' AND OLD.user_type = 'User' AND (NEW.status <> 'Active' OR NEW.user_type <> 'User'))
  )
  EXECUTE FUNCTION keel_end_sign_ins();
