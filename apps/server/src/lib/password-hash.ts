import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored as argon2id hashes (the library's default algorithm) with OWASP's minimum
 * parameters: 19 MiB of memory, 2 passes, 1 lane. The PHC string carries its own parameters and salt,
 * so raising them later keeps old hashes verifiable.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
