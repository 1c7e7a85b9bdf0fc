import { ErrorScreen } from '@/components/ui/error-screen';
import { getOptionalPageUser } from '@/lib/auth/page';

/** /erro/401 (HTTP 401): inside the shell for a signed-in person, the bare screen otherwise. */
export default async function ErroUnauthorized() {
  return <ErrorScreen status={401} inShell={Boolean(await getOptionalPageUser())} />;
}
