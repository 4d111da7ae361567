import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { VERSION } from './';

describe('VERSION', () => {
  it('matches the published package version', () => {
    expect(VERSION).toBe(pkg.version);
  });
});
