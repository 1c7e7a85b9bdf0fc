import { ErrorScreen } from '@/components/ui/error-screen';

/** forbidden() in any internal page (a role outside the page's list): HTTP 403, SPEC 'Erro 403' inside the shell. */
export default function SistemaForbidden() {
  return <ErrorScreen status={403} inShell />;
}
