import { notFound } from 'next/navigation';

/** Any unknown internal route inside the shell: HTTP 404 with SPEC 'Página não encontrada' (../../not-found.tsx). */
export default function NotFoundInSistema() {
  notFound();
}
