// Moved to lib/data/auth/password. Kept for the modules of the parallel lib/data reorganisation that still import
// this path (operators); the lead removes it once their imports point to '@/lib/data/auth'.
export { issuePasswordLink, SETUP_TOKEN_TTL_MS } from './auth/password/links';
