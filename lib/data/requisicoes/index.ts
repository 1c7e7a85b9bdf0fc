// Guards of incoming requests kept in the database, so they hold across app instances: rate limits per key and
// Idempotency-Key claims.
export { hitRateLimit, tooManyUntil } from './rate-limit';
export {
  reservarChaveIdempotencia,
  concluirChaveIdempotencia,
  liberarChaveIdempotencia,
  IDEMPOTENCY_TTL_MS,
  MSG_IN_PROGRESS,
  MSG_KEY_REUSED,
  type Claim,
} from './idempotencia';
