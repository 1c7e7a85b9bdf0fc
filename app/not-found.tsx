import { ErrorScreen } from '@/components/ui/error-screen';

export default function NotFound() {
  return (
    <main id="conteudo">
      <ErrorScreen status={404} />
    </main>
  );
}
