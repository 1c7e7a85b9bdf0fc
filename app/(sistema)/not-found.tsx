import { ErrorScreen } from '@/components/ui/error-screen';

/** notFound() inside any internal page: HTTP 404, SPEC 'Página não encontrada' within the app shell. */
export default function SistemaNotFound() {
  return <ErrorScreen status={404} inShell />;
}
