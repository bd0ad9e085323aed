import type { AppConfig } from '../../config';

/**
 * The rate limit of every route that checks a password, a code or a passkey, or starts a sign-in
 * (`AUTH_RATE_LIMIT_PER_MINUTE` per address), besides the per-account bounds the domain keeps.
 */
export function authLimitOf(config: AppConfig) {
  return { config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } } };
}
