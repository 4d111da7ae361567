import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('demo-password');
    expect(await verifyPassword('demo-password', hash)).toBe(true);
    expect(await verifyPassword('demo-passwore', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash and records its parameters', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('refuses malformed or abusive hashes instead of throwing', async () => {
    const hash = await hashPassword('pw');
    const [, , , , salt, key] = hash.split('$');
    expect(await verifyPassword('pw', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('pw', `scrypt$1073741824$8$1$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword('pw', `scrypt$16384$8$1$${salt}$`)).toBe(false);
    expect(await verifyPassword('pw', `bcrypt$16384$8$1$${salt}$${key}`)).toBe(false);
  });
});
