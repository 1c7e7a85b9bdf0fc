/**
 * The integration tests' shortcuts straight into the database: a user with a valid Bearer token, a case in any
 * etapa, situação and phase state, a published deliverable. Faster than the API and able to set up states the API
 * reaches only through many calls. What goes through the API is in ./factories.ts (one set of builders for the
 * integration and the e2e tests); this module needs the database, so only the integration tests load it.
 */
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { entregas, pericias, processoFases, processos, users } from '@/lib/db/schema';
import { addCalendarDays, isoFromDateAndTime, todayInBrazil } from '@/lib/domain/dates';
import { hashPassword } from '@/lib/security/passwords';
import { issueToken } from '@/lib/auth/token';
import type { Etapa, Situacao, TipoAcao } from '@/lib/domain/labels';
import type { Role } from '@/lib/domain/roles';
import { entregaConteudo } from './factories';

export const PASSWORD = 'Senha-de-teste-123';

let cachedHash: string | undefined;

/** Creates a user with a unique e-mail; returns it with a valid Bearer token. */
export async function createUser(opts: { role?: Role; ativo?: boolean; nome?: string; email?: string; semRegistro?: boolean } = {}) {
  const db = await getDb();
  cachedHash ??= await hashPassword(PASSWORD);
  const email = opts.email ?? `${opts.role ?? 'advogado'}-${randomUUID()}@teste.com.br`;
  const [user] = await db
    .insert(users)
    .values({
      nome: opts.nome ?? `Usuário ${opts.role ?? 'advogado'}`,
      email,
      passwordHash: cachedHash,
      role: opts.role ?? 'advogado',
      ativo: opts.ativo ?? true,
      // A médico publishes deliverables only with CRM/UF and especialidade on file (issue 28).
      ...(opts.role === 'medico' && !opts.semRegistro ? { crm: '123456', crmUf: 'SP', especialidade: 'Medicina Legal e Perícia Médica' } : {}),
    })
    .returning();
  const token = await issueToken(user, false);
  return { ...user, token };
}

/** A case straight in the database (the case-creation API belongs to another module). */
export async function criarProcesso(opts: {
  ownerId: number;
  peritoId?: number | null;
  etapa?: Etapa;
  situacao?: Situacao;
  fases?: number[];
  concluidas?: number[];
  prazo?: string | null;
  numero?: string | null;
  tipoAcao?: TipoAcao;
  link?: string | null;
}) {
  const db = await getDb();
  const [p] = await db
    .insert(processos)
    .values({
      // A unique, well-formed-looking number per test run (the column is unique across the shared database).
      numeroProcesso: opts.numero === undefined ? `T${randomUUID()}` : opts.numero,
      comarca: 'São Paulo/SP',
      tipoAcao: opts.tipoAcao ?? 'auxilio_doenca',
      tipoJustica: 'federal',
      dataDistribuicao: '2025-01-10',
      requerente: `Requerente ${randomUUID().slice(0, 8)}`,
      requerido: 'INSS',
      ownerId: opts.ownerId,
      peritoId: opts.peritoId ?? null,
      etapa: opts.etapa ?? 'inicio',
      // Work on a case starts once it is paid (DESIGN §10): these cases are paid unless a test says otherwise.
      situacao: opts.situacao ?? 'em_analise',
      prazo: opts.prazo ?? null,
      link: opts.link ?? null,
    })
    .returning();
  const fases = opts.fases ?? [1, 2];
  if (fases.length) {
    await db.insert(processoFases).values(
      fases.map((idFase, i) => ({
        processoId: p.id,
        idFase,
        posicao: i + 1,
        concluida: (opts.concluidas ?? []).includes(idFase),
        dataEntrega: '2030-01-01',
      })),
    );
  }
  return p;
}

/**
 * The phase's deliverable, published, straight in the database (issue 14: a phase is completed only with its
 * deliverable). Tests of the deliverables themselves go through the API (tests/integration/entregas.test.ts).
 */
export async function createEntregaPublicada(processoId: number, idFase: number, autorId: number | null = null) {
  const db = await getDb();
  const conteudo = entregaConteudo(`Entrega da fase ${idFase}`);
  const [e] = await db
    .insert(entregas)
    .values({ processoId, idFase, titulo: `Entrega da fase ${idFase}`, conteudo, versao: 1, status: 'publicada', autorId, publicadaEm: new Date(), publicadaPor: autorId })
    .returning();
  return e;
}

/** A judicial perícia of a case `dias` days ahead, 09:00–10:00 Brasília, created by `createdBy` (the perito). */
export async function criarPericiaDoCaso(
  caso: { id: number; numeroProcesso: string | null },
  opts: { createdBy: number; dias: number; nome: string; endereco: string; observacao?: string },
) {
  const dia = addCalendarDays(todayInBrazil(), opts.dias);
  const [p] = await (await getDb())
    .insert(pericias)
    .values({
      nome: opts.nome,
      numeroProcesso: caso.numeroProcesso!,
      processoId: caso.id,
      tipo: 'judicial',
      observacao: opts.observacao,
      endereco: opts.endereco,
      dataStart: new Date(isoFromDateAndTime(dia, '09:00')),
      dataEnd: new Date(isoFromDateAndTime(dia, '10:00')),
      createdBy: opts.createdBy,
    })
    .returning();
  return { pericia: p, dia };
}
