'use client';

import { ErrorScreen } from '@/components/ui/error-screen';

export default function SistemaError() {
  return <ErrorScreen status={500} inShell />;
}
