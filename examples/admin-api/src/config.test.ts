import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('derives the token audience from the API port by default', () => {
    expect(readConfig({ API_PORT: '9000' }).apiAudience).toBe('http://localhost:9000');
  });

  it('uses the API base the start script gives the console, so tokens and console agree', () => {
    expect(readConfig({ CONSOLE_API_BASE: 'https://api.example.test/' }).apiAudience).toBe('https://api.example.test');
    expect(readConfig({ API_BASE_URL: 'https://a.test', CONSOLE_API_BASE: 'https://b.test' }).apiAudience).toBe(
      'https://a.test',
    );
  });
});
