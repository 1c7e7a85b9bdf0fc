import type { Server } from 'node:http';
export const KEEP_ALIVE_PADRAO_MS: number;
export function aplicarTemposHttp(server: Server, valor: string | undefined): { keepAliveTimeout: number; headersTimeout: number; requestTimeout: number };
