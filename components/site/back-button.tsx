'use client';

import { ArrowLeft } from 'lucide-react';
import { useRouter } from 'next/navigation';

/** Goes back in the browser history; opened directly (no history), it goes to `fallback`. */
export function BackButton({
  children = 'Voltar',
  fallback = '/',
  className,
  icon = true,
}: {
  children?: React.ReactNode;
  fallback?: string;
  className?: string;
  icon?: boolean;
}) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (window.history.length > 1) router.back();
        else router.push(fallback);
      }}
    >
      {icon && <ArrowLeft className="size-4" aria-hidden />}
      {children}
    </button>
  );
}
