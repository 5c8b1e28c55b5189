import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (OWASP's recommended parameters). */
export const hashPassword = (password: string) => hash(password);

/** A fixed hash to verify against when the user does not exist, so timing does not reveal who does. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash('keel-decoy-password');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
