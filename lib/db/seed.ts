import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import dayjs from 'dayjs';
import type { Db } from './client';
import { consentimentos, creditosLotes, creditosMovimentos, cronologia, empresa, pagamentos, pericias, prazosProcesso, processoFases, processos, quesitos, users, type Etapa, type Role, type Situacao } from './schema';
import { hashPassword } from '@/lib/security/passwords';
import { buildCnj } from '@/lib/domain/cnj';
import { distribuicaoNoAnoDoCnj } from '@/lib/domain/distribuicao-demo';
import { saoPauloInstant, todayInBrazil } from '@/lib/domain/dates';
import { addDays, deliveryDate } from '@/lib/domain/deadlines';
import { isPago } from '@/lib/domain/pagamentos';
import { fimDoPrazo } from '@/lib/domain/prazos-processo';
import { justicaDe, tribunalDoNumero } from '@/lib/domain/prazos/tribunais';
import { PERICIA_TIPOS, TIPO_ACAO, type TipoAcao, type TipoJustica } from '@/lib/domain/labels';
import { casePriceCentavos, hasFixedPhases } from '@/lib/domain/pricing';
import { DEMO_PASSWORD } from '@/lib/domain/demo';
import { processoSearchText } from '@/lib/domain/search';
import { DOCUMENTOS_CONSENTIMENTO, VERSOES_VIGENTES } from '@/lib/domain/lgpd';
import { seedAutosExemplo } from './seed-autos';


// Example registrations (issue 28: a perito publishes only with CRM/UF and especialidade on file).
type RegistroDemo = { crm?: string; crmUf?: string; especialidade?: string; rqe?: string; oabNumero?: string; oabUf?: string };
const DEMO_USERS: ({ nome: string; email: string; role: Role; escritorio?: string; creditos: number } & RegistroDemo)[] = [
  { nome: 'Ana Administradora', email: 'admin@demo.pericia.com.br', role: 'admin', creditos: 0 },
  { nome: 'Dr. Marcos Medeiros', email: 'medico@demo.pericia.com.br', role: 'medico', creditos: 0, crm: '123456', crmUf: 'SP', especialidade: 'Medicina Legal e Perícia Médica', rqe: '54321' },
  { nome: 'Dra. Helena Prado', email: 'medico2@demo.pericia.com.br', role: 'medico', creditos: 0, crm: '98765', crmUf: 'MG', especialidade: 'Medicina do Trabalho' },
  { nome: 'Carla Advocacia', email: 'advogado@demo.pericia.com.br', role: 'advogado', escritorio: 'Advocacia Carla & Associados', creditos: 3, oabNumero: '123456', oabUf: 'SP' },
  { nome: 'Roberto Lima', email: 'advogado2@demo.pericia.com.br', role: 'advogado', escritorio: 'Lima Advogados', creditos: 1 },
];

type CaseSeed = {
  owner: string;
  perito?: string;
  requerente: string;
  requerido: string;
  tipoJustica: TipoJustica;
  tipoAcao: TipoAcao;
  comarca: string;
  fases: number[];
  concluidas: number[];
  situacao: Situacao;
  etapa: Etapa;
  dias: number;
  numero?: [number, number, number, number, number];
  link?: string;
  /** About how many calendar days the open art. 477 §1 deadline has left (its end is counted by the engine). */
  prazoEmDias?: number;
  quesitos?: string[];
  diasAtras: number;
  /** 'Valor da causa' in integer centavos. */
  valorCausaCentavos?: number;
};

const CASES: CaseSeed[] = [
  { owner: 'advogado', perito: 'medico', requerente: 'José da Silva', requerido: 'Instituto Nacional do Seguro Social', tipoJustica: 'federal', tipoAcao: 'auxilio_doenca', comarca: 'São Paulo/SP', fases: [1, 2, 3], concluidas: [1], situacao: 'em_analise', etapa: 'em_andamento', dias: 4, numero: [58967, 2016, 4, 3, 6100], link: 'https://drive.google.com/drive/folders/demo-jose', valorCausaCentavos: 4_500_000, quesitos: ['O periciado apresenta incapacidade laborativa?', 'A incapacidade é total ou parcial?'], diasAtras: 2 },
  { owner: 'advogado', perito: 'medico', requerente: 'Maria Conceição Araújo', requerido: 'Metalúrgica Horizonte Ltda.', tipoJustica: 'trabalho', tipoAcao: 'acidente_trabalho', comarca: 'Campinas/SP', fases: [1, 2], concluidas: [], situacao: 'aprovado', etapa: 'inicio', dias: 0, numero: [1041749, 2014, 5, 15, 224], quesitos: ['Há nexo causal entre a lesão e a atividade exercida?'], diasAtras: 5 },
  { owner: 'advogado', perito: 'medico', requerente: 'Antônio Ferreira', requerido: 'Hospital Santa Clara', tipoJustica: 'estadual', tipoAcao: 'responsabilidade_civil', comarca: 'Rio de Janeiro/RJ', valorCausaCentavos: 25_000_000, fases: [1, 2, 3, 4], concluidas: [1, 2, 3], situacao: 'em_analise', etapa: 'aguardando_contestacao', dias: 8, numero: [123456, 2022, 8, 19, 1], link: 'https://docs.google.com/document/d/demo-antonio', prazoEmDias: 9, diasAtras: 30 },
  { owner: 'advogado', perito: 'medico2', requerente: 'Luíza Gonçalves', requerido: 'Plano de Saúde Vida Plena S.A.', tipoJustica: 'civel_juizados', tipoAcao: 'danos_morais', comarca: 'Belo Horizonte/MG', fases: [1, 2, 3, 4], concluidas: [1, 2, 3, 4], situacao: 'concluido', etapa: 'finalizado', dias: 0, numero: [765432, 2021, 8, 13, 24], diasAtras: 60 },
  { owner: 'advogado', requerente: 'Pedro Henrique Souza', requerido: 'Instituto Nacional do Seguro Social', tipoJustica: 'federal', tipoAcao: 'aposentadoria_invalidez', comarca: 'Curitiba/PR', fases: [1], concluidas: [], situacao: 'pendente', etapa: 'inicio', dias: 0, diasAtras: 1 },
  { owner: 'advogado', perito: 'medico', requerente: 'Fernanda Ribeiro', requerido: 'Construtora Alicerce S.A.', tipoJustica: 'trabalho', tipoAcao: 'acidente_trabalho', comarca: 'Porto Alegre/RS', fases: [1, 2, 3], concluidas: [1, 2], situacao: 'aprovado', etapa: 'em_andamento', dias: 6, numero: [345678, 2023, 5, 4, 18], quesitos: ['Quais as sequelas decorrentes do acidente?'], diasAtras: 12 },
  { owner: 'advogado', perito: 'medico', requerente: 'Raimundo Nonato', requerido: 'Instituto Nacional do Seguro Social', tipoJustica: 'federal', tipoAcao: 'auxilio_doenca', comarca: 'Recife/PE', fases: [4], concluidas: [], situacao: 'em_analise', etapa: 'aguardando_contestacao', dias: 0, numero: [901234, 2024, 4, 5, 8300], prazoEmDias: 4, diasAtras: 8 },
  { owner: 'advogado2', perito: 'medico2', requerente: 'Cláudia Menezes', requerido: 'Clínica Bem Estar', tipoJustica: 'estadual', tipoAcao: 'indenizacao', comarca: 'Salvador/BA', fases: [1, 2, 3, 4], concluidas: [1], situacao: 'em_analise', etapa: 'em_andamento', dias: 0, numero: [456789, 2023, 8, 5, 1], quesitos: ['Houve erro no procedimento cirúrgico?'], diasAtras: 20 },
  { owner: 'advogado2', requerente: 'Eduardo Tavares', requerido: 'Banco Meridional S.A.', tipoJustica: 'trabalho', tipoAcao: 'outros', comarca: 'Fortaleza/CE', fases: [1, 2], concluidas: [], situacao: 'pendente', etapa: 'inicio', dias: 2, diasAtras: 3 },
  { owner: 'advogado2', perito: 'medico', requerente: 'Sebastião Oliveira', requerido: 'União Federal', tipoJustica: 'militar_eleitoral', tipoAcao: 'outros', comarca: 'Brasília/DF', fases: [1, 2, 3, 4], concluidas: [], situacao: 'aprovado', etapa: 'inicio', dias: 0, numero: [112233, 2024, 7, 1, 1], diasAtras: 7 },
  { owner: 'advogado2', perito: 'medico2', requerente: 'Juliana Castro', requerido: 'Instituto Nacional do Seguro Social', tipoJustica: 'federal', tipoAcao: 'aposentadoria_invalidez', comarca: 'Manaus/AM', fases: [1, 3], concluidas: [1, 3], situacao: 'concluido', etapa: 'finalizado', dias: 0, numero: [998877, 2020, 4, 1, 3200], diasAtras: 90 },
  { owner: 'advogado', perito: 'medico', requerente: 'Marta Figueiredo', requerido: 'Transportes Rápidos Ltda.', tipoJustica: 'trabalho', tipoAcao: 'acidente_trabalho', comarca: 'Goiânia/GO', fases: [1, 2, 3], concluidas: [], situacao: 'em_analise', etapa: 'em_andamento', dias: 0, numero: [554433, 2025, 5, 18, 12], diasAtras: 4 },
];

const LOCAIS = ['Fórum Central, sala 12', 'Clínica de Perícias, Av. Paulista 1000', 'Vara do Trabalho, 3º andar', ''];

export const SEED_REFUSED =
  'Recusado: NODE_ENV=production. Os dados de demonstração têm senha pública; use DEMO=1 só numa instância de demonstração. ' +
  'Para criar o primeiro administrador: npm run user:create -- --role admin --email E --nome N';

/** Demo identity of the firm (Empresa page): every value says it is an example. */
export const EMPRESA_EXEMPLO = {
  id: 1,
  razaoSocial: 'Exemplo — Perícia Médica Judicial Assessoria Técnica Ltda.',
  nomeFantasia: 'Perícia Médica Judicial (exemplo)',
  cnpj: '11222333000181',
  endereco: 'Exemplo: Avenida Paulista, 1000 – 10º andar',
  cidade: 'Bela Vista, São Paulo – SP',
  cep: '01310100',
  telefone: '1140001234',
  whatsapp: '11940001234',
  email: 'contato@exemplo.com.br',
  horario: 'Segunda a sexta, das 9h às 18h. Sábado e domingo: fechado.',
  banco: 'Exemplo: Banco do Brasil (001)',
  agencia: '1234-5',
  conta: '67890-1',
  pix: 'Exemplo: 11.222.333/0001-81 (CNPJ)',
  dpoNome: 'Exemplo: Encarregado de Dados',
  dpoContato: 'dpo@exemplo.com.br',
  depoimentos: [
    {
      texto:
        'A análise de plausibilidade mudou a forma como escolhemos os casos previdenciários. Hoje só ajuizamos com a segurança de que a prova médica se sustenta.',
      nome: 'Dra. Helena Martins',
      papel: 'Depoimento de exemplo — advogada previdenciarista',
    },
    {
      texto:
        'Os quesitos complementares e a presença do assistente técnico no exame fizeram diferença em acidentes de trabalho complexos. O laudo passou a responder ao que realmente importava.',
      nome: 'Dr. Ricardo Albuquerque',
      papel: 'Depoimento de exemplo — advogado trabalhista',
    },
  ],
};

/** Why the demo seed must not run in this environment (production without DEMO=1), or null when it may. */
export function demoSeedRefusal(e: { NODE_ENV?: string; DEMO?: string } = process.env): string | null {
  return e.NODE_ENV === 'production' && e.DEMO !== '1' ? SEED_REFUSED : null;
}

/**
 * Demo data: 5 users, 12 processos across situações and etapas, quesitos, ~20 perícias over the next
 * 6 weeks. Idempotent: users are upserted by e-mail and nothing else is added once demo cases exist.
 */
export async function seedDemo(
  db: Db,
  now: Date = new Date(),
  environment: { NODE_ENV?: string; DEMO?: string } = process.env,
  opcoes: { autos?: boolean } = {},
): Promise<{ created: boolean }> {
  const refusal = demoSeedRefusal(environment);
  if (refusal) throw new Error(refusal);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<string, number> = {};
  for (const u of DEMO_USERS) {
    const [row] = await db
      .insert(users)
      .values({ nome: u.nome, email: u.email, role: u.role, creditos: u.creditos, escritorio: u.escritorio, passwordHash, crm: u.crm, crmUf: u.crmUf, especialidade: u.especialidade, rqe: u.rqe, oabNumero: u.oabNumero, oabUf: u.oabUf })
      .onConflictDoUpdate({ target: users.email, set: { role: u.role, ativo: true } })
      .returning({ id: users.id });
    ids[u.email.split('@')[0]] = row.id;
    // The demo créditos live in a manual lot (good for any case), as an admin's would (lib/data/creditos).
    if (u.creditos > 0) {
      const [lote] = await db.select({ id: creditosLotes.id }).from(creditosLotes).where(eq(creditosLotes.userId, row.id)).limit(1);
      if (!lote) {
        const [novo] = await db
          .insert(creditosLotes)
          .values({ userId: row.id, origem: 'ajuste', qualquer: true, completo: false, fases: [1, 2, 3, 4], quantidade: u.creditos, saldo: u.creditos })
          .returning({ id: creditosLotes.id });
        await db.insert(creditosMovimentos).values({
          userId: row.id,
          loteId: novo.id,
          tipo: 'ajuste',
          delta: u.creditos,
          saldoAntes: 0,
          saldoDepois: u.creditos,
          motivo: 'Créditos de demonstração',
        });
        await db.update(users).set({ creditos: u.creditos }).where(eq(users.id, row.id));
      }
    }
    // The demo accounts have accepted the current terms and privacy policy (LGPD consent; no interstitial).
    await db
      .insert(consentimentos)
      .values(DOCUMENTOS_CONSENTIMENTO.map((documento) => ({ userId: row.id, documento, versao: VERSOES_VIGENTES[documento] })))
      .onConflictDoNothing();
  }

  // The firm's identity: clearly marked example data, only when an admin has not filled it in.
  await db.insert(empresa).values(EMPRESA_EXEMPLO).onConflictDoNothing({ target: empresa.id });

  const existing = await db
    .select({ id: processos.id })
    .from(processos)
    .where(inArray(processos.ownerId, [ids.advogado, ids.advogado2]))
    .limit(1);
  if (existing.length > 0) return { created: false };

  const today = todayInBrazil(now);
  const nomes: Record<string, string> = Object.fromEntries(DEMO_USERS.map((u) => [u.email.split('@')[0], u.nome]));
  const numeros: string[] = [];

  await db.transaction(async (tx) => {
    for (const c of CASES) {
      const numero = c.numero ? buildCnj(...c.numero) : null;
      if (numero) numeros.push(numero);
      const fases = hasFixedPhases(c.tipoJustica) ? [1, 2, 3, 4] : c.fases;
      const created = dayjs(now).subtract(c.diasAtras, 'day').toDate();
      // The open art. 477 §1 deadline of a case waiting for the contestation (issue 13), counted by the one engine
      // (15 dias úteis, holidays, recess): an intimação about 3 weeks before it should end.
      const prazo477 =
        c.etapa === 'aguardando_contestacao' && c.prazoEmDias !== undefined
          ? (() => {
              const inicio = addDays(today, c.prazoEmDias - 21);
              const cal = { justica: justicaDe(c.tipoJustica), tribunal: tribunalDoNumero(numero), comarca: c.comarca };
              return { inicio, fim: fimDoPrazo('art477', inicio, cal) };
            })()
          : null;
      const totalCentavos = casePriceCentavos(c.tipoJustica, fases, c.dias);
      const [p] = await tx
        .insert(processos)
        .values({
          numeroProcesso: numero,
          comarca: c.comarca,
          tipoAcao: c.tipoAcao,
          tipoJustica: c.tipoJustica,
          // Issue 34 item 7: in the year of the CNJ number.
          dataDistribuicao: c.numero ? distribuicaoNoAnoDoCnj(c.numero[1], today, c.diasAtras) : dayjs(now).subtract(c.diasAtras + 40, 'day').format('YYYY-MM-DD'),
          requerente: c.requerente,
          requerido: c.requerido,
          requerenteAdvogado: nomes[c.owner],
          descricao: `Processo de ${TIPO_ACAO.label[c.tipoAcao].toLowerCase()} movido por ${c.requerente}.`,
          link: c.link ?? null,
          valorCausaCentavos: c.valorCausaCentavos ?? null,
          ownerId: ids[c.owner],
          peritoId: c.perito ? ids[c.perito] : null,
          situacao: c.situacao,
          etapa: c.etapa,
          prazo: prazo477?.fim ?? null,
          totalCentavos,
          diasAntecipacao: c.dias,
          busca: processoSearchText({ numero, requerente: c.requerente, perito: c.perito ? nomes[c.perito] : null }),
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: processos.id });
      if (isPago(c.situacao)) {
        // A case past 'pendente' was paid: its payment is on record, so 'Pagamento confirmado.' and the history agree.
        await tx.insert(pagamentos).values({
          referencia: randomUUID(),
          processoId: p.id,
          userId: ids.admin,
          status: 'aprovado',
          valorCentavos: totalCentavos,
          moeda: 'BRL',
          meio: 'manual',
          motivo: 'Exemplo de demonstração: PIX recebido na conta do escritório',
          aprovadoEm: created,
          createdAt: created,
          updatedAt: created,
        });
      }
      await tx.insert(processoFases).values(
        fases.map((idFase, i) => ({
          processoId: p.id,
          idFase,
          posicao: i + 1,
          concluida: c.concluidas.includes(idFase),
          concluidaEm: c.concluidas.includes(idFase) ? now : null,
          dataEntrega: deliveryDate(today, i + 1, c.dias),
        })),
      );
      await tx.insert(cronologia).values({ processoId: p.id, userId: ids[c.owner], evento: 'Processo cadastrado', tipo: 'criacao', data: created });
      if (prazo477) {
        await tx.insert(prazosProcesso).values({ processoId: p.id, tipo: 'art477', inicio: prazo477.inicio, fim: prazo477.fim, createdBy: ids[c.owner] });
      }
      if (c.perito) {
        await tx.insert(cronologia).values({ processoId: p.id, userId: ids.admin, evento: `Perito designado: ${nomes[c.perito]}`, tipo: 'perito', data: created });
      }
      for (const q of c.quesitos ?? []) {
        await tx.insert(quesitos).values({ processoId: p.id, autorId: ids[c.owner], description: q, name: 'Quesito', categoria: 'geral', prioridade: 'media' });
        await tx.insert(cronologia).values({ processoId: p.id, userId: ids[c.owner], evento: 'Quesito adicionado', tipo: 'quesito', data: created });
      }
    }

    const casesByNumero = await tx
      .select({ id: processos.id, numero: processos.numeroProcesso, requerente: processos.requerente, peritoId: processos.peritoId })
      .from(processos)
      .where(inArray(processos.numeroProcesso, numeros));
    // ~20 perícias on weekdays over the next 6 weeks, 08:00–18:00 São Paulo time, every tipo represented.
    let made = 0;
    for (let day = 1; made < 20 && day <= 42; day += 1) {
      const date = addDays(today, day);
      const weekday = dayjs(date).day();
      if (weekday === 0 || weekday === 6 || day % 3 === 0) continue;
      const c = casesByNumero[made % casesByNumero.length];
      const hour = 8 + ((made * 3) % 9);
      const start = dayjs(saoPauloInstant(date, `${String(hour).padStart(2, '0')}:${made % 2 ? '30' : '00'}`));
      await tx.insert(pericias).values({
        nome: c.requerente,
        numeroProcesso: c.numero!,
        processoId: c.id,
        tipo: PERICIA_TIPOS[made % PERICIA_TIPOS.length],
        endereco: LOCAIS[made % LOCAIS.length] || null,
        observacao: made % 3 === 0 ? 'Levar exames de imagem e laudos anteriores.' : null,
        dataStart: start.toDate(),
        dataEnd: start.add(1, 'hour').toDate(),
        protocolo: `DEMO-${String(made + 1).padStart(3, '0')}`,
        createdBy: c.peritoId ?? ids.admin,
      });
      made += 1;
    }
  });
  // Os autos (issue 35): the first example case gets a fictional PDF already read, with its timeline's proposals.
  if (opcoes.autos !== false) {
    const [primeiro] = await db
      .select({ id: processos.id, numero: processos.numeroProcesso, ownerId: processos.ownerId })
      .from(processos)
      .where(inArray(processos.numeroProcesso, numeros.slice(0, 1)));
    if (primeiro?.numero) await seedAutosExemplo(db, { id: primeiro.id, numero: primeiro.numero, autorId: primeiro.ownerId });
  }
  return { created: true };
}
