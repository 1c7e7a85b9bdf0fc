import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  acessos,
  alteracoes,
  consentimentos,
  documentos,
  pericias,
  processoFases,
  processos,
  quesitos,
  solicitacoesLgpd,
  users,
} from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { enderecoVisivel, registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { toApi as periciaApi } from '@/lib/data/pericias';
import { canUseOwnDataRights } from '@/lib/domain/access';
import { SITUACAO_LABELS, TIPO_ACAO, TIPO_JUSTICA } from '@/lib/domain/labels';
import { ACESSO_OBJETO_LABELS, DOCUMENTO_CONSENTIMENTO_LABELS } from '@/lib/domain/lgpd';
import { env } from '@/lib/env';
import { NotFoundError } from '@/lib/errors';
import type { Pessoa } from './pessoa';

// Export (art. 18 II and V): everything about the person, never password material.

const absoluto = (p: string) => `${env().APP_URL}${p}`;

export async function exportarDados(user: Pessoa, leitura?: Leitura) {
  enforce(canUseOwnDataRights(user, user.id));
  const db = await getDb();
  const [u] = await db.select().from(users).where(eq(users.id, user.id));
  if (!u) throw new NotFoundError('Usuário não encontrado.');
  const casos = await db.select().from(processos).where(eq(processos.ownerId, user.id)).orderBy(asc(processos.id));
  const ids = casos.map((c) => c.id);
  const none = sql`false`;
  const [fases, qs, docs, peris, logs, consents, pedidos, meusAcessos, alts] = await Promise.all([
    db.select().from(processoFases).where(ids.length ? inArray(processoFases.processoId, ids) : none).orderBy(asc(processoFases.posicao)),
    db
      .select({ q: quesitos, autor: users.nome })
      .from(quesitos)
      .leftJoin(users, eq(users.id, quesitos.autorId))
      .where(ids.length ? inArray(quesitos.processoId, ids) : none)
      .orderBy(asc(quesitos.createdAt), asc(quesitos.id)),
    db.select().from(documentos).where(ids.length ? inArray(documentos.processoId, ids) : none).orderBy(asc(documentos.createdAt), asc(documentos.id)),
    db.select().from(pericias).where(ids.length ? inArray(pericias.processoId, ids) : none).orderBy(asc(pericias.dataStart), asc(pericias.id)),
    db
      .select({ a: acessos, nome: users.nome })
      .from(acessos)
      .leftJoin(users, eq(users.id, acessos.userId))
      .where(ids.length ? inArray(acessos.processoId, ids) : none)
      .orderBy(desc(acessos.createdAt), desc(acessos.id)),
    db.select().from(consentimentos).where(eq(consentimentos.userId, user.id)).orderBy(asc(consentimentos.aceitoEm)),
    db.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.userId, user.id)).orderBy(asc(solicitacoesLgpd.createdAt)),
    db.select().from(acessos).where(eq(acessos.userId, user.id)).orderBy(desc(acessos.createdAt), desc(acessos.id)).limit(5000),
    db
      .select()
      .from(alteracoes)
      .where(and(eq(alteracoes.entidade, 'usuario'), eq(alteracoes.entidadeId, user.id)))
      .orderBy(asc(alteracoes.createdAt), asc(alteracoes.id)),
  ]);
  if (leitura && ids.length) await registrarAcessos(db, user, leitura, ids.map((processoId) => ({ processoId, objeto: 'exportacao' as const })));
  const acessoApi = (a: typeof acessos.$inferSelect, nome: string | null) => ({
    usuario: nome,
    perfil: a.role,
    objeto: ACESSO_OBJETO_LABELS[a.objeto] ?? a.objeto,
    endereco: enderecoVisivel(user, a),
    data: a.createdAt.toISOString(),
  });
  return {
    gerado_em: new Date().toISOString(),
    controlador: 'Perícia Médica Judicial',
    conta: {
      id: u.id,
      nome: u.nome,
      email: u.email,
      perfil: u.role,
      cpf: u.cpf,
      telefone: u.telefone,
      endereco: u.endereco,
      escritorio: u.escritorio,
      cnpj: u.cnpj,
      // The address for the nota fiscal (issue 39).
      endereco_nota_fiscal: u.cep
        ? { cep: u.cep, logradouro: u.logradouro, numero: u.numero, complemento: u.complemento, bairro: u.bairro, municipio: u.municipio, uf: u.uf, codigo_municipio: u.codigoMunicipio }
        : null,
      creditos: u.creditos,
      ativo: u.ativo,
      preferencias: u.settings,
      criado_em: u.createdAt.toISOString(),
      atualizado_em: u.updatedAt.toISOString(),
    },
    consentimentos: consents.map((c) => ({
      documento: DOCUMENTO_CONSENTIMENTO_LABELS[c.documento] ?? c.documento,
      versao: c.versao,
      aceito_em: c.aceitoEm.toISOString(),
      revogado_em: c.revogadoEm?.toISOString() ?? null,
    })),
    solicitacoes: pedidos.map((s) => ({
      id: s.id,
      tipo: s.tipo,
      mensagem: s.mensagem,
      status: s.status,
      prazo: s.prazo,
      resposta: s.resposta,
      criada_em: s.createdAt.toISOString(),
      respondida_em: s.respondidaEm?.toISOString() ?? null,
    })),
    historico_da_conta: alts.map((a) => ({ campo: a.campo, antes: a.antes, depois: a.depois, data: a.createdAt.toISOString() })),
    acessos_realizados: meusAcessos.map((a) => ({ processo_id: a.processoId, objeto: ACESSO_OBJETO_LABELS[a.objeto] ?? a.objeto, endereco: a.endereco, data: a.createdAt.toISOString() })),
    processos: casos.map((c) => ({
      id: c.id,
      numero: c.numeroProcesso,
      situacao: SITUACAO_LABELS[c.situacao],
      tipo_acao: TIPO_ACAO.label[c.tipoAcao],
      tipo_justica: TIPO_JUSTICA.label[c.tipoJustica],
      comarca: c.comarca,
      vara_judicial: c.varaJudicial,
      valor_causa_centavos: c.valorCausaCentavos,
      data_distribuicao: c.dataDistribuicao,
      descricao: c.descricao,
      requerente: c.requerente,
      requerente_advogado: c.requerenteAdvogado,
      requerente_oab: c.requerenteOab,
      requerido: c.requerido,
      requerido_advogado: c.requeridoAdvogado,
      requerido_oab: c.requeridoOab,
      tipo_pericia: c.tipoPericia,
      especialidade_medica: c.especialidadeMedica,
      data_pericia: c.dataPericia,
      local_pericia: c.localPericia,
      observacoes: c.observacoes,
      link: c.link,
      valor_total_centavos: c.totalCentavos,
      criado_em: c.createdAt.toISOString(),
      fases: fases.filter((f) => f.processoId === c.id).map((f) => ({ id_fase: f.idFase, concluida: f.concluida, data_entrega: f.dataEntrega })),
      quesitos: qs.filter((q) => q.q.processoId === c.id).map((q) => ({ id: q.q.id, quesito: q.q.description, autor: q.autor, data: q.q.createdAt.toISOString() })),
      pericias: peris.filter((p) => p.processoId === c.id).map(periciaApi),
      documentos: docs
        .filter((d) => d.processoId === c.id)
        .map((d) => ({
          id: d.id,
          titulo: d.titulo,
          tipo: d.tipo,
          nome_arquivo: d.nomeArquivo,
          url: d.tipo === 'link' ? d.url : null,
          download_url: d.tipo === 'arquivo' ? absoluto(`/api/documentos/${d.id}/arquivo`) : null,
          data: d.createdAt.toISOString(),
        })),
      acessos: logs.filter((l) => l.a.processoId === c.id).map((l) => acessoApi(l.a, l.nome)),
    })),
  };
}
export type ExportacaoLgpd = Awaited<ReturnType<typeof exportarDados>>;
