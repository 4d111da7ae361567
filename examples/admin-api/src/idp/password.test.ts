import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD_COST, hashPassword, verifyPassword } from './password';

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

  it("checks the seed's demo password, hashed at its lower cost, with the same code; other hashes keep the default", async () => {
    const demo = await hashPassword('demo-password', DEMO_PASSWORD_COST);
    expect(demo).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('demo-password', demo)).toBe(true);
    expect(await verifyPassword('demo-passwore', demo)).toBe(false);
    expect(await hashPassword('demo-password')).toMatch(/^scrypt\$16384\$/);
  });
});
