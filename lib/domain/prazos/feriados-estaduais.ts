/**
 * Issue 34 item 4: the state holidays that close the state courts (Justiça dos Estados, J = 8 in the CNJ number).
 * Lei 9.093/1995 art. 1º II makes "a data magna do Estado fixada em lei estadual" a civil holiday. Only the dates
 * this project could source with confidence are listed (docs/calendario-forense.md gives each one's source and
 * what is left to the admin's closures): a holiday listed by mistake would push a deadline past its real end,
 * which is worse than a missing one (the admin records that court's closure and the deadline is recounted).
 * Pure data and rules, no I/O.
 */
import { UFS, type Uf } from '../ufs';

/** MM-DD and name of each UF's data magna (a fixed date) kept by its Tribunal de Justiça. */
export const DATA_MAGNA: Readonly<Partial<Record<Uf, { md: string; nome: string }>>> = {
  AC: { md: '06-15', nome: 'Aniversário do Estado do Acre' },
  AL: { md: '09-16', nome: 'Emancipação política de Alagoas' },
  AM: { md: '09-05', nome: 'Elevação do Amazonas à categoria de província' },
  AP: { md: '09-13', nome: 'Criação do Território Federal do Amapá' },
  BA: { md: '07-02', nome: 'Independência da Bahia' },
  CE: { md: '03-25', nome: 'Data Magna do Ceará (abolição da escravatura no Ceará)' },
  MA: { md: '07-28', nome: 'Adesão do Maranhão à Independência' },
  MS: { md: '10-11', nome: 'Criação do Estado de Mato Grosso do Sul' },
  PA: { md: '08-15', nome: 'Adesão do Pará à Independência' },
  PB: { md: '08-05', nome: 'Fundação do Estado da Paraíba' },
  // Lei estadual 16.059/2017 (feriado desde 2018); listed as 'Feriado Estadual' by the JFPE, Portaria 234/2022.
  PE: { md: '03-06', nome: 'Data Magna de Pernambuco (Revolução Pernambucana de 1817)' },
  PI: { md: '10-19', nome: 'Dia do Piauí' },
  PR: { md: '12-19', nome: 'Emancipação política do Paraná' },
  RJ: { md: '04-23', nome: 'Dia de São Jorge' },
  RN: { md: '10-03', nome: 'Mártires de Cunhaú e Uruaçu' },
  RO: { md: '01-04', nome: 'Criação do Estado de Rondônia' },
  RR: { md: '10-05', nome: 'Criação do Estado de Roraima' },
  RS: { md: '09-20', nome: 'Revolução Farroupilha' },
  SE: { md: '07-08', nome: 'Emancipação política de Sergipe' },
  SP: { md: '07-09', nome: 'Revolução Constitucionalista de 1932' },
  TO: { md: '10-05', nome: 'Criação do Estado do Tocantins' },
};

/** The UF of a state court from the J.TR of its CNJ number ("8.26" → SP), or null for any other court. */
export function ufDoTribunalEstadual(tribunal: string | null | undefined): Uf | null {
  const m = /^8\.(\d{2})$/.exec(tribunal ?? '');
  if (!m) return null;
  return UFS[Number(m[1]) - 1] ?? null;
}

/** The state holiday that closes this state court on `iso` (YYYY-MM-DD), as the reason shown, or null. */
export function feriadoEstadual(iso: string, tribunal: string | null | undefined): string | null {
  const uf = ufDoTribunalEstadual(tribunal);
  const f = uf ? DATA_MAGNA[uf] : undefined;
  return f && iso.slice(5) === f.md ? `Feriado estadual (${uf}): ${f.nome}` : null;
}
