const TITLES: [RegExp, string][] = [
  [/^\/sistema$/, 'Dashboard'],
  [/^\/processos/, 'Processos'],
  [/^\/processo\/cadastro/, 'Cadastro de Processo'],
  [/^\/processo\//, 'Detalhes do Processo'],
  [/^\/agenda/, 'Agenda'],
  [/^\/sistema\/fases/, 'Fases do Processo'],
  [/^\/sistema\/orcamentos/, 'Orçamentos'],
  [/^\/sistema\/pagamentos/, 'Pagamentos'],
  [/^\/sistema\/tribunais/, 'Tribunais'],
  [/^\/sistema\/usuarios/, 'Usuários'],
  [/^\/sistema\/feriados/, 'Feriados e suspensões'],
  [/^\/sistema\/empresa/, 'Empresa'],
  [/^\/sistema\/trabalho/, 'Trabalho'],
  [/^\/sistema\/configuracoes\/meus-dados/, 'Meus dados'],
  [/^\/sistema\/perfil-profissional/, 'Perfil profissional'],
  [/^\/sistema\/configuracoes/, 'Configurações'],
  [/^\/sistema\/auditoria/, 'Auditoria'],
  [/^\/sistema\/solicitacoes/, 'Solicitações LGPD'],
  [/^\/sistema\/incidentes/, 'Incidentes de segurança'],
  [/^\/sistema\/quesitos-modelos/, 'Modelos de quesitos'],
  [/^\/sistema\/notas-fiscais/, 'Notas fiscais'],
  [/^\/sistema\/ajuda/, 'Ajuda'],
  [/^\/sistema\/recuperar-senha/, 'Recuperar Senha'],
  [/^\/erro\//, 'Erro'],
];

export function pageTitle(pathname: string): string {
  return TITLES.find(([re]) => re.test(pathname))?.[1] ?? 'Página não encontrada';
}

/** The nav item that is active for a path: the longest matching href. */
export function activeHref(pathname: string, hrefs: string[]): string | undefined {
  const aliases: Record<string, string> = { '/processo': '/processos' };
  const path = Object.entries(aliases).reduce((p, [from, to]) => (p.startsWith(from + '/') ? to : p), pathname);
  return hrefs
    .filter((h) => path === h || path.startsWith(h + '/'))
    .sort((a, b) => b.length - a.length)[0];
}
