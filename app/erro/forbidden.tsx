import { ErrorScreen } from '@/components/ui/error-screen';
import { getOptionalPageUser } from '@/lib/auth/page';

/** /erro/403 (HTTP 403): inside the shell for a signed-in person, the bare screen otherwise. */
export default async function ErroForbidden() {
  return <ErrorScreen status={403} inShell={Boolean(await getOptionalPageUser())} />;
}
