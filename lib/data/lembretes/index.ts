// Reminders of deadlines and perícias, in the app and by e-mail (lembrete.ts explains the exactly-once design).
export { LEASE_MS, MAX_ATTEMPTS, type LembretesOptions, type LembretesResult } from './lembrete';
export { executarLembretes } from './run';
