/** Date display helpers of the case pages: they live in lib/domain/dates.ts (the one time-zone module). */
export { formatDate, formatDateTime, formatLongDate } from '@/lib/domain/dates';
