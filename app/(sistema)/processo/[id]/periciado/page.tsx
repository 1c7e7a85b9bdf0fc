import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AceitarArquivo, ChecklistPericia, ConsentimentoWhatsapp, LinkPericiado } from '@/components/periciado/acoes';
import { getPageUser } from '@/lib/auth/page';
import { painelPericiado, type PainelPericiado } from '@/lib/data/periciado';
import { inSaoPaulo } from '@/lib/domain/dates';
import { TIPO_AVISO_LABEL } from '@/lib/domain/periciado/codes';
import { parsePathId } from '@/lib/domain/ids';
import { NotFoundError } from '@/lib/errors';

export const metadata: Metadata = { title: 'Periciado' };

const STATUS: Record<string, string> = { pendente: 'Pendente', sent: 'Enviado', delivered: 'Entregue', read: 'Lido', failed: 'Falhou' };
const fmt = (iso: string) => inSaoPaulo(iso).format('DD/MM/YYYY [às] HH:mm');

/** Issue 38: the case's periciado — a private link per perícia, what to bring, the answer, the notices, consent, files. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getPageUser(`/processo/${id}/periciado`);
  const processoId = parsePathId(id);
  if (processoId === null) notFound();
  let painel: PainelPericiado;
  try {
    painel = await painelPericiado(user, processoId);
  } catch (err) {
    if (err instanceof NotFoundError) notFound();
    throw err;
  }
  return (
    <div className="space-y-6">
      <div>
        <Link href={`/processo/${processoId}`} className="text-sm underline">
          Voltar ao processo
        </Link>
        <h1 className="text-2xl font-bold">Periciado</h1>
        <p className="text-sm text-muted-foreground">
          O periciado recebe um link privado com data, local, quem estará presente e o que levar — nada mais do processo.
          {!painel.whatsapp && ' Avisos só por e-mail: o WhatsApp não está configurado.'}
        </p>
      </div>
      {painel.pericias.length === 0 && <p>Nenhuma perícia agendada neste processo.</p>}
      {painel.pericias.map((p) => (
        <section key={p.id} aria-label={`Perícia de ${fmt(p.dataStart)}`} className="space-y-4 rounded-lg border p-4">
          <h2 className="font-semibold">Perícia de {fmt(p.dataStart)}</h2>
          <p className="text-sm">{p.endereco ?? 'Local não informado'}</p>
          <p className="text-sm">
            Resposta do periciado:{' '}
            {p.resposta ? (
              <strong>
                {p.resposta.comparecera ? 'Vai comparecer' : `Não poderá comparecer${p.resposta.motivo ? ` (${p.resposta.motivo})` : ''}`} — respondido em {fmt(p.resposta.respondidoEm)}
              </strong>
            ) : (
              'ainda não respondeu'
            )}
          </p>
          <p className="text-sm">{p.link ? `Link ativo até ${fmt(p.link.expiraEm)}.` : 'Sem link ativo.'}</p>
          <LinkPericiado periciaId={p.id} temLink={p.link !== null} emailAtual={painel.contato?.email ?? null} />
          <ChecklistPericia periciaId={p.id} itens={p.checklist} sugestoes={painel.sugestoes} />
          <div>
            <h3 className="text-sm font-medium">Avisos</h3>
            {p.avisos.length === 0 ? (
              <p className="text-sm">Nenhum aviso ainda.</p>
            ) : (
              <ul className="text-sm">
                {p.avisos.map((a, i) => (
                  <li key={i}>
                    {TIPO_AVISO_LABEL[a.tipo]} · {a.canal === 'email' ? 'E-mail' : 'WhatsApp'} · {a.destinatario} ({a.endereco}) · {STATUS[a.status]}
                    {a.enviadoEm ? ` em ${fmt(a.enviadoEm)}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
      <section aria-labelledby="whats" className="space-y-2 rounded-lg border p-4">
        <h2 id="whats" className="font-semibold">WhatsApp</h2>
        <p className="text-sm">
          {painel.contato?.telefone
            ? `${painel.contato.telefone}: ${painel.contato.consentimento ? 'consentimento registrado' : 'sem consentimento'}${painel.contato.em ? ` em ${fmt(painel.contato.em)}` : ''}.`
            : 'Nenhum telefone registrado.'}
        </p>
        <ConsentimentoWhatsapp processoId={processoId} ligado={painel.whatsapp} />
      </section>
      <section aria-labelledby="arquivos" className="space-y-2 rounded-lg border p-4">
        <h2 id="arquivos" className="font-semibold">Enviado pelo periciado</h2>
        {painel.arquivos.length === 0 && <p className="text-sm">Nenhum arquivo recebido.</p>}
        <ul className="space-y-2">
          {painel.arquivos.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                {a.nome} ({Math.ceil(a.tamanho / 1024)} KB) · {a.origem}
              </span>
              {a.aceito ? (
                <>
                  <a href={`/api/periciado/arquivos/${a.id}`} className="underline">
                    Baixar (aceito{a.aceitoPor ? ` por ${a.aceitoPor}` : ''})
                  </a>
                  {a.mime === 'application/pdf' && <span className="text-muted-foreground">· nos autos (aba Documentos)</span>}
                </>
              ) : (
                <AceitarArquivo arquivoId={a.id} pdf={a.mime === 'application/pdf'} />
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
