import { randomInt, randomUUID } from 'node:crypto';
import { POST as create } from '@/app/api/processo/create/route';
import { PUT as edit } from '@/app/api/processo/[id]/route';
import { buildCnj } from '@/lib/domain/cnj';
import { body, ctx, req } from './helpers';

export const noCtx = undefined as never;

/** A valid, (almost certainly) unused CNJ number. */
export function novoNumero(): string {
  return buildCnj(randomInt(1, 9_999_999), randomInt(2000, 2025), 8, randomInt(1, 27), randomInt(1, 9999));
}

/** A short token unique to one test, used to isolate search results on the shared PostgreSQL. */
export function token(): string {
  return randomUUID().replace(/-/g, '').slice(0, 10);
}

export function payload(over: Record<string, unknown> = {}) {
  return {
    numeroProcesso: novoNumero(),
    tipoJustica: 'Justiça Federal',
    comarca: 'São Paulo/SP',
    tipoAcao: 'Auxílio Doença',
    dataDistribuicao: '2024-03-15',
    valorCausa: 'R$ 50.000,00',
    descricao: 'Descrição do processo',
    requerente: `Requerente ${token()}`,
    requerenteAdvogado: 'Dra. Fulana',
    requerido: 'Instituto Nacional do Seguro Social',
    requeridoAdvogado: '',
    link: 'https://drive.google.com/drive/folders/abc',
    fasesSelecionadas: ['1', '2'],
    ...over,
  };
}

export async function criar(tokenValue: string, over: Record<string, unknown> = {}) {
  const res = await create(req('/api/processo/create', { token: tokenValue, body: payload(over) }), noCtx);
  return { res, data: await body<Record<string, unknown> & { id: number }>(res) };
}

export async function editar(tokenValue: string, id: number, data: unknown) {
  const res = await edit(req(`/api/processo/${id}`, { method: 'PUT', token: tokenValue, body: data }), ctx({ id: String(id) }));
  return { res, data: await body<Record<string, unknown>>(res) };
}
