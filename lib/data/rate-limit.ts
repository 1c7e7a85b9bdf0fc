// Moved to lib/data/requisicoes. Kept for the modules of the parallel lib/data reorganisation that still import this
// path (contato, prazos); the lead removes it once their imports point to '@/lib/data/requisicoes'.
export { hitRateLimit, tooManyUntil } from './requisicoes/rate-limit';
