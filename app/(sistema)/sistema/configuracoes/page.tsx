import type { Metadata } from 'next';
import Link from 'next/link';
import { ConfiguracoesForm } from '@/components/usuarios/configuracoes-form';
import { getPageUser } from '@/lib/auth/page';
import { lerConfiguracoes } from '@/lib/data/users';
import { lerSituacaoMfa } from '@/lib/data/auth';
import { SegurancaPanel } from '@/components/usuarios/seguranca-panel';
import { TokensApiPanel } from '@/components/usuarios/tokens-api-panel';
import { WebhooksPanel } from '@/components/usuarios/webhooks-panel';
import { listarTokensApi } from '@/lib/data/tokens-api';
import { listarWebhooks } from '@/lib/data/webhooks';

export const metadata: Metadata = { title: 'Configurações' };

export default async function Page() {
  const user = await getPageUser('/sistema/configuracoes');
  const [settings, mfa, tokens, webhooks] = await Promise.all([lerConfiguracoes(user), lerSituacaoMfa(user), listarTokensApi(user), listarWebhooks(user)]);
  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-3xl">
      <h1 id="titulo-pagina" className="text-2xl font-semibold">
        Configurações
      </h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white px-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="pt-5 text-lg font-medium">Preferências de e-mail</h2>
        <ConfiguracoesForm initial={settings} />
      </div>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-lg font-medium">Segurança</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Para trocar a senha, enviamos um link ao seu e-mail ({user.email}).
        </p>
        <Link href="/sistema/recuperar-senha" className="mt-3 inline-block font-medium text-brand-700 hover:underline dark:text-brand-300">
          Alterar senha
        </Link>
        <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
          <SegurancaPanel initial={mfa} />
        </div>
      </div>
      {/* The API as a product (issue 24): personal tokens and webhooks for the office's own systems. */}
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <TokensApiPanel initial={tokens} />
      </div>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <WebhooksPanel initial={webhooks} />
      </div>
      {user.role !== 'admin' && (
        <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-lg font-medium">Perfil profissional</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {user.role === 'medico' ? 'CRM, especialidade, RQE e o certificado digital A1 que assina as entregas.' : 'Sua inscrição na OAB.'}
          </p>
          <Link href="/sistema/perfil-profissional" className="mt-3 inline-block font-medium text-brand-700 hover:underline dark:text-brand-300">
            Perfil profissional
          </Link>
        </div>
      )}
      {/* LGPD (issue 15): the person's rights live on their own page. */}
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-lg font-medium">Meus dados (LGPD)</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Corrija seus dados, baixe uma cópia deles ou peça a exclusão, a correção ou informações sobre o tratamento.
        </p>
        <Link href="/sistema/configuracoes/meus-dados" className="mt-3 inline-block font-medium text-brand-700 hover:underline dark:text-brand-300">
          Meus dados
        </Link>
      </div>
    </section>
  );
}
