import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertRequiredSecrets, loadConfig, REQUIRED_PRODUCTION_ENV_VARS } from '@/server/config';

/** A production environment with every shared secret set (each at least 32 bytes). */
const complete = {
  AUTH_SECRET: 'a'.repeat(40),
  FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  PAYMENTS_WEBHOOK_SECRET: 'w'.repeat(40),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 2).toString('base64'),
};

describe('[SCALE-OUT] production refuses to start without the secrets every process shares', () => {
  afterEach(() => vi.unstubAllEnvs());

  const production = (env: Record<string, string>) => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('MAIL_TRANSPORT', 'outbox');
    vi.stubEnv('APP_URL', 'https://app.example.com');
    for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  };

  it.each(REQUIRED_PRODUCTION_ENV_VARS)('refuses without %s, naming it', (name) => {
    production({ ...complete, [name]: '' });
    expect(() => loadConfig()).toThrow(new RegExp(`^${name} must be set in production`));
  });

  it('names every missing one at once', () => {
    expect(() => assertRequiredSecrets({ AUTH_SECRET: 'x' })).toThrow(
      'FIELD_ENCRYPTION_KEY, PAYMENTS_WEBHOOK_SECRET, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be set in production',
    );
  });

  it('refuses a server-actions key that is not an AES key in base64', () => {
    expect(() =>
      assertRequiredSecrets({ ...complete, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'not-a-key' }),
    ).toThrow(/NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be an AES key/);
  });

  it('starts with all four, and outside production asks for none', () => {
    production(complete);
    expect(loadConfig().isProduction).toBe(true);
    vi.unstubAllEnvs();
    vi.stubEnv('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', '');
    vi.stubEnv('PAYMENTS_WEBHOOK_SECRET', '');
    expect(loadConfig().isProduction).toBe(false);
  });
});
