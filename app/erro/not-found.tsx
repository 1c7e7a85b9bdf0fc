import { ErrorScreen } from '@/components/ui/error-screen';
import { getOptionalPageUser } from '@/lib/auth/page';

/** /erro/404 (HTTP 404): inside the shell for a signed-in person, the bare screen otherwise. */
export default async function ErroNotFound() {
  return <ErrorScreen status={404} inShell={Boolean(await getOptionalPageUser())} />;
}
