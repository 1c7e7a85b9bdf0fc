// Moved to lib/data/auth/session-users. Kept for the modules of the parallel lib/data reorganisation that still
// import this path; the lead removes it once their imports point to '@/lib/data/auth'.
export type { Aceite, SessionRef, SessionUser } from './auth/session-users';
export { findSessionUser, findSessionUserComAceites } from './auth/session-users';
