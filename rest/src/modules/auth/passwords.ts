import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A damaged stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown mobile is not told apart by timing. */
export async function burnVerify(password: string): Promise<void> {
  dummyHash ??= hash('unknown-account-placeholder');
  await verifyPassword(await dummyHash, password);
}
