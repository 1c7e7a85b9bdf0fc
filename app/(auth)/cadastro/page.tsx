import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { CadastroWizard } from '@/components/auth/cadastro-wizard';
import { MSG_CONNECTION } from '@/lib/api/errors';
import { currentUser } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Cadastro de Usuário', description: 'Crie sua conta no Perícia Médica Judicial.' };

export default async function CadastroPage() {
  if (await currentUser(await headers())) redirect('/sistema');
  return <CadastroWizard connectionMessage={MSG_CONNECTION} />;
}
