import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientIp } from '@/lib/api/handler';
import { LinkIndisponivelError, lerPaginaPericiado, type PaginaPericiado } from '@/lib/data/periciado';
import { inSaoPaulo } from '@/lib/domain/dates';
import { localDaPericia } from '@/lib/domain/periciado/local';
import { MSG_MOTIVO, MSG_TELEFONE } from '@/lib/validation/periciado';
import { TooManyRequestsError } from '@/lib/errors';
import { ArquivosForm } from './arquivos-form';

// The token is the access: read per request, never cached or prerendered.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Sua perícia',
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

const MENSAGENS_ERRO: Record<string, string> = {
  motivo: MSG_MOTIVO,
  limite: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
  indisponivel: 'Não foi possível registrar a resposta. Tente de novo.',
};

function quando(p: PaginaPericiado): string {
  const ini = inSaoPaulo(p.dataStart).locale('pt-br');
  const fim = inSaoPaulo(p.dataEnd).locale('pt-br');
  return `${ini.format('dddd, D [de] MMMM [de] YYYY')}, das ${ini.format('HH:mm')} às ${fim.format('HH:mm')}`;
}

/**
 * The periciado's private page (issue 38): only logistics — when, where, who attends, what to bring — and the
 * two things the periciado does here: answer whether they will attend and send exams. A wrong, expired or revoked
 * link is redirected to the one neutral page (app/p/indisponivel, 404).
 */
export default async function PaginaDoPericiado({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await params;
  const q = await searchParams;
  let p: PaginaPericiado;
  try {
    p = await lerPaginaPericiado(token, clientIp({ headers: await headers() }));
  } catch (err) {
    // The neutral page is a route handler (app/p/indisponivel): visible without JavaScript, 404, same for all three.
    if (err instanceof LinkIndisponivelError) redirect('/p/indisponivel');
    if (err instanceof TooManyRequestsError) {
      return (
        <main className="mx-auto max-w-xl p-6">
          <p role="alert">{err.message}</p>
        </main>
      );
    }
    throw err;
  }
  const local = localDaPericia(p.local);
  const erro = typeof q.erro === 'string' ? MENSAGENS_ERRO[q.erro] : undefined;
  // Plain form posts to the API (no JavaScript needed); it answers with a redirect back here.
  const confirmar = `/api/p/${token}/confirmacao`;
  const whatsapp = `/api/p/${token}/whatsapp`;
  return (
    <main className="mx-auto max-w-xl space-y-6 p-4 sm:p-6">
      <header>
        <p className="text-sm text-muted-foreground">Perícia Médica Judicial</p>
        <h1 className="text-2xl font-bold">Sua perícia</h1>
        <p className="text-sm text-muted-foreground">Guarde este link: ele é só seu. Não o compartilhe.</p>
      </header>

      <section aria-labelledby="quando" className="rounded-lg border p-4">
        <h2 id="quando" className="font-semibold">Quando</h2>
        <p>{quando(p)}</p>
        <p className="text-sm text-muted-foreground">Horário de Brasília. Chegue com 15 minutos de antecedência.</p>
        <p className="text-sm">{p.tipo}</p>
      </section>

      <section aria-labelledby="onde" className="rounded-lg border p-4">
        <h2 id="onde" className="font-semibold">Onde</h2>
        {local === null && <p>O local ainda será informado pelo seu advogado.</p>}
        {local?.tipo === 'tele' && (
          <p>
            Teleperícia (por vídeo):{' '}
            <a href={local.url} rel="noreferrer noopener" target="_blank" className="underline">
              Entrar na teleperícia
            </a>
          </p>
        )}
        {local?.tipo === 'endereco' && (
          <>
            <p>{local.endereco}</p>
            <p>
              <a href={local.mapa} rel="noreferrer noopener" target="_blank" className="underline">
                Abrir no mapa
              </a>
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="quem" className="rounded-lg border p-4">
        <h2 id="quem" className="font-semibold">Quem estará lá</h2>
        <dl className="space-y-2">
          {p.peritoJudicial && (
            <div>
              <dt className="text-sm text-muted-foreground">Perito do juízo</dt>
              <dd>{p.peritoJudicial}</dd>
            </div>
          )}
          {p.assistente && (
            <div>
              <dt className="text-sm text-muted-foreground">Assistente técnico (acompanha você)</dt>
              <dd>
                {p.assistente.nome}
                {p.assistente.telefone && (
                  <>
                    {' — '}
                    <a href={`tel:${p.assistente.telefone.replace(/[^\d+]/g, '')}`} className="underline">
                      {p.assistente.telefone}
                    </a>
                  </>
                )}
              </dd>
            </div>
          )}
          {!p.peritoJudicial && !p.assistente && <p>Seu advogado informará quem acompanhará a perícia.</p>}
        </dl>
      </section>

      <section aria-labelledby="levar" className="rounded-lg border p-4">
        <h2 id="levar" className="font-semibold">O que levar</h2>
        {p.checklist.length ? (
          <ul className="list-disc pl-5">
            {p.checklist.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p>Leve um documento de identidade com foto.</p>
        )}
      </section>

      <section id="confirmacao" aria-labelledby="presenca" className="space-y-3 rounded-lg border p-4">
        <h2 id="presenca" className="font-semibold">Você vai comparecer?</h2>
        {q.resposta === 'ok' && (
          <p role="status" className="font-medium">
            Resposta registrada. Obrigado!
          </p>
        )}
        {erro && <p role="alert" className="text-destructive">{erro}</p>}
        {p.resposta && (
          <p>
            Sua resposta: <strong>{p.resposta.comparecera ? 'Vou comparecer' : 'Não poderei comparecer'}</strong>
            {p.resposta.motivo ? ` (${p.resposta.motivo})` : ''}, em {inSaoPaulo(p.resposta.respondidoEm).format('DD/MM/YYYY [às] HH:mm')}. Você pode mudar
            a resposta abaixo.
          </p>
        )}
        <form action={confirmar} method="post">
          <input type="hidden" name="comparecera" value="true" />
          <button type="submit" className="rounded-md bg-primary px-4 py-2 text-primary-foreground">
            Vou comparecer
          </button>
        </form>
        <form action={confirmar} method="post" className="space-y-2">
          <input type="hidden" name="comparecera" value="false" />
          <label htmlFor="motivo" className="block text-sm">
            Motivo (se não puder comparecer)
          </label>
          <textarea id="motivo" name="motivo" maxLength={500} rows={3} className="w-full rounded-md border p-2" />
          <button type="submit" className="rounded-md border px-4 py-2">
            Não poderei comparecer
          </button>
        </form>
      </section>

      <ArquivosForm token={token} enviados={p.arquivosEnviados} status={typeof q.arquivo === 'string' ? q.arquivo : undefined} />

      <section id="whatsapp" aria-labelledby="whats" className="space-y-2 rounded-lg border p-4">
        <h2 id="whats" className="font-semibold">Avisos por WhatsApp</h2>
        {q.whatsapp === 'ok' && <p role="status">Pronto: você receberá os avisos da perícia por WhatsApp. Para parar, responda SAIR.</p>}
        {q.whatsapp === 'retirado' && <p role="status">Você não receberá mais avisos por WhatsApp.</p>}
        {q.whatsapp === 'telefone' && <p role="alert">{MSG_TELEFONE}</p>}
        <p className="text-sm">
          {p.whatsapp.consentimento
            ? 'Você recebe avisos desta perícia por WhatsApp (data, horário, local e este link; nada sobre sua saúde).'
            : 'Quer receber lembretes da perícia por WhatsApp? Só data, horário, local e este link; nada sobre sua saúde.'}
        </p>
        <form action={whatsapp} method="post" className="space-y-2">
          <label htmlFor="telefone" className="block text-sm">
            Seu WhatsApp (com DDD)
          </label>
          <input id="telefone" name="telefone" type="tel" autoComplete="tel" required className="w-full rounded-md border p-2" />
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="consentimento" value="sim" className="rounded-md border px-4 py-2">
              Quero receber avisos por WhatsApp
            </button>
            <button type="submit" name="consentimento" value="nao" className="rounded-md border px-4 py-2">
              Não quero mais receber
            </button>
          </div>
        </form>
      </section>

      <footer className="text-xs text-muted-foreground">
        Esta página mostra só o necessário para a sua perícia. Dúvidas sobre o processo: fale com o seu advogado.
      </footer>
    </main>
  );
}
