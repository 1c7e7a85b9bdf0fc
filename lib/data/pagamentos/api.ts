import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { pagamentos, pagamentosProvedor, users, type PagamentoStatus } from '@/lib/db/schema';
import type { PacoteTermos } from '@/lib/domain/creditos';
import { PAGAMENTO_STATUS_LABELS } from '@/lib/domain/pagamentos';

export type PagamentoApi = {
  id: number;
  referencia: string;
  id_processo: number | null;
  tipo: 'processo' | 'pacote';
  /** A package's terms (tipo 'pacote'). */
  pacote: PacoteTermos | null;
  status: PagamentoStatus;
  statusLabel: string;
  valor: number;
  valorCentavos: number;
  meio: 'mercadopago' | 'manual' | 'credito';
  init_point: string | null;
  expiraEm: string | null;
  divergencia: string | null;
  motivo: string | null;
  registradoPor: string | null;
  aprovadoEm: string | null;
  /** Recorded by an admin for a payment received outside the provider: the day, how (code) and the bank's id. */
  recebidoEm: string | null;
  formaRecebimento: string | null;
  referenciaExterna: string | null;
  createdAt: string;
  tentativas: { id: string; status: string; metodo: string | null; valorCentavos: number; divergencia: string | null }[];
};

/**
 * Payments as the API answers them, with the provider's attempts and who recorded each. A caller that already
 * joined the users passes their names (`nomes`, by user id) and saves the lookup.
 */
export async function toApi(db: DbOrTx, rows: (typeof pagamentos.$inferSelect)[], nomesConhecidos?: Map<number, string>): Promise<PagamentoApi[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [tentativas, autores] = await Promise.all([
    db.select().from(pagamentosProvedor).where(inArray(pagamentosProvedor.pagamentoId, ids)),
    nomesConhecidos
      ? []
      : db
          .select({ id: users.id, nome: users.nome })
          .from(users)
          .where(inArray(users.id, rows.map((r) => r.userId).filter((v): v is number => v !== null).concat(-1))),
  ]);
  const nomes = nomesConhecidos ?? new Map(autores.map((a) => [a.id, a.nome]));
  return rows.map((r) => ({
    id: r.id,
    referencia: r.referencia,
    id_processo: r.processoId,
    tipo: r.tipo,
    pacote: r.pacote,
    status: r.status,
    statusLabel: PAGAMENTO_STATUS_LABELS[r.status],
    valor: r.valorCentavos / 100,
    valorCentavos: r.valorCentavos,
    meio: r.meio,
    init_point: r.status === 'pendente' ? r.initPoint : null,
    expiraEm: r.expiraEm?.toISOString() ?? null,
    divergencia: r.divergencia,
    motivo: r.motivo,
    registradoPor: r.userId ? (nomes.get(r.userId) ?? null) : null,
    aprovadoEm: r.aprovadoEm?.toISOString() ?? null,
    recebidoEm: r.recebidoEm,
    formaRecebimento: r.formaRecebimento,
    referenciaExterna: r.referenciaExterna,
    createdAt: r.createdAt.toISOString(),
    tentativas: tentativas
      .filter((t) => t.pagamentoId === r.id)
      .map((t) => ({ id: t.provedorId, status: t.status, metodo: t.metodo, valorCentavos: t.valorCentavos, divergencia: t.divergencia })),
  }));
}
