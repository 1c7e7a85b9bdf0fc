import type { solicitacoesLgpd, SolicitacaoStatus } from '@/lib/db/schema';
import { formatDate } from '@/lib/domain/dates';
import {
  SOLICITACAO_STATUS_LABELS,
  SOLICITACAO_TIPO_LABELS,
  diasRestantes,
  type SolicitacaoTipo,
} from '@/lib/domain/lgpd';

// Requests (art. 18) and their answers within 15 days (art. 19), as the API and pages show them.

export type SolicitacaoItem = {
  id: number;
  tipo: SolicitacaoTipo;
  tipo_label: string;
  mensagem: string;
  status: SolicitacaoStatus;
  status_label: string;
  prazo: string;
  prazo_label: string;
  dias_restantes: number;
  resposta: string | null;
  criada_em: string;
  respondida_em: string | null;
  usuario_id: number;
  usuario: string | null;
  usuario_email: string | null;
};

export function toItem(s: typeof solicitacoesLgpd.$inferSelect, u: { nome: string | null; email: string | null } | null, agora = new Date()): SolicitacaoItem {
  const dias = diasRestantes(s.prazo, agora);
  return {
    id: s.id,
    tipo: s.tipo,
    tipo_label: SOLICITACAO_TIPO_LABELS[s.tipo],
    mensagem: s.mensagem,
    status: s.status,
    status_label: SOLICITACAO_STATUS_LABELS[s.status],
    prazo: s.prazo,
    prazo_label: `Responder até ${formatDate(s.prazo)}`,
    dias_restantes: dias,
    resposta: s.resposta,
    criada_em: s.createdAt.toISOString(),
    respondida_em: s.respondidaEm?.toISOString() ?? null,
    usuario_id: s.userId,
    usuario: u?.nome ?? null,
    usuario_email: u?.email ?? null,
  };
}
