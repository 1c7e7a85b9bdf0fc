import { ErrorScreen } from '@/components/ui/error-screen';

/** Any unknown internal route inside the shell: SPEC 'Página não encontrada'. */
export default function NotFoundInSistema() {
  return <ErrorScreen status={404} />;
}
