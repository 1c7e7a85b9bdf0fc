'use client';

import { useEffect, useState } from 'react';

/** Whether the visitor of this public page is a signed-in admin (asked once, in the browser: the page stays static). */
export function useAdmin(): boolean {
  const [admin, setAdmin] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    fetch('/api/auth/me', { signal: ctrl.signal, credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<{ user?: { role?: string } }>) : null))
      .then((b) => setAdmin(b?.user?.role === 'admin'))
      .catch(() => {});
    return () => ctrl.abort();
  }, []);
  return admin;
}
