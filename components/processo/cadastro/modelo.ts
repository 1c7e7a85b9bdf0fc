import { clampAnticipation, casePriceCentavos, hasFixedPhases, maxAnticipationDays } from '@/lib/domain/pricing/case';
import { TABELA_PADRAO, type TabelaPrecos } from '@/lib/domain/pricing/tabela';
import type { TipoJustica } from '@/lib/domain/labels';
import { lotesQueCobrem } from '@/lib/domain/creditos';
import type { LoteApi } from '@/lib/data/creditos';
import { fasesDoCadastro } from '@/lib/validation/processo';
import { DADOS_VAZIOS, dadosParaEnvio, type DadosForm } from '../campos';

/** The wizard's fields: the case data as typed, the justice type, the services ticked and the anticipation days. */
export type CadastroForm = DadosForm & { tipoJustica: TipoJustica | ''; fasesSelecionadas: number[]; diasAntecipacao: number };

/** Call 11's answer: `credito.usado` when a package's crédito paid for the case (then no checkout). */
export type Criado = { id: number; message?: string; credito?: { usado: boolean; saldo?: number } };

export const PASSOS = ['Processo', 'Partes', 'Serviços', 'Documentos (Google Drive)'] as const;

/** The step holding each field, to go back to the first one with an error. */
export const CAMPO_PASSO: Record<string, number> = {
  numeroProcesso: 1,
  tipoJustica: 1,
  comarca: 1,
  varaJudicial: 1,
  tipoAcao: 1,
  dataDistribuicao: 1,
  valorCausa: 1,
  descricao: 1,
  requerente: 2,
  requerenteAdvogado: 2,
  requerido: 2,
  requeridoAdvogado: 2,
  fasesSelecionadas: 3,
  diasAntecipacao: 3,
  link: 4,
};

/** The fields of one step, in the order they are shown: what 'Próximo' checks before moving on. */
export function camposDoPasso(passo: number): (keyof CadastroForm)[] {
  return Object.keys(CAMPO_PASSO).filter((k) => CAMPO_PASSO[k] === passo) as (keyof CadastroForm)[];
}

/** What the page may fill in before the person types (e.g. Orçamentos' justice type and phases). */
/** `dados`: fields pre-filled from a DJEN communication ('Publicações sem processo cadastrado'). */
export type CadastroInicial = { tipoJustica: TipoJustica | ''; fases: number[]; dados?: Partial<DadosForm> };

/** The wizard's first values: the one place they come from (empty fields, plus what the page prefilled). */
export function valoresIniciais(inicial: CadastroInicial): CadastroForm {
  return {
    ...DADOS_VAZIOS,
    ...inicial.dados,
    tipoJustica: inicial.tipoJustica,
    fasesSelecionadas: hasFixedPhases(inicial.tipoJustica) ? [1, 2, 3, 4] : inicial.fases,
    diasAntecipacao: 0,
  };
}

/** The services as the summary shows them: phases, anticipation days kept in range, total, and whether a crédito pays. */
export type Servicos = {
  fixas: boolean;
  fases: number[];
  maxDias: number;
  diasValidos: number;
  totalCentavos: number;
  saldoCreditos: number;
  usaCredito: boolean;
  /** The price table in force (issue 34 item 5): the server prices the case with it too. */
  tabela: TabelaPrecos;
  /** The justice type chosen (its phase prices are the table's row for that type). */
  tipoJustica: CadastroForm['tipoJustica'];
};

export function servicosDe(dados: CadastroForm, lotes: LoteApi[], tabela: TabelaPrecos = TABELA_PADRAO): Servicos {
  const { tipoJustica } = dados;
  const fases = fasesDoCadastro(tipoJustica, dados.fasesSelecionadas);
  const diasValidos = clampAnticipation(dados.diasAntecipacao, fases.length, tabela);
  return {
    fixas: hasFixedPhases(tipoJustica),
    fases,
    maxDias: maxAnticipationDays(fases.length, tabela),
    diasValidos,
    totalCentavos: casePriceCentavos(tipoJustica, fases, diasValidos, tabela),
    tabela,
    tipoJustica,
    // Same rule as the server (lib/domain/creditos): does one of the lawyer's créditos pay for this case?
    saldoCreditos: lotes.reduce((s, l) => s + l.saldo, 0),
    usaCredito: tipoJustica !== '' && lotesQueCobrem(lotes, { tipoJustica, fases, diasAntecipacao: diasValidos }).length > 0,
  };
}

/** The body of call 11 from the fields as typed (the phases and days as the summary shows them). */
export function corpoDoCadastro(v: CadastroForm, tabela: TabelaPrecos = TABELA_PADRAO) {
  const escolhidas = fasesDoCadastro(v.tipoJustica, v.fasesSelecionadas);
  return {
    ...dadosParaEnvio(v),
    tipoJustica: v.tipoJustica,
    fasesSelecionadas: escolhidas.map(String),
    diasAntecipacao: clampAnticipation(v.diasAntecipacao, escolhidas.length, tabela),
  };
}
