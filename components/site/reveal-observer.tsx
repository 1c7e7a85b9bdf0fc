'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Fades in every `[data-reveal]` element when 10% of it becomes visible. Elements already on screen are
 * marked visible before the effect is switched on (no flash); under prefers-reduced-motion nothing is
 * hidden or animated (see app/globals.css). One observer per page, no wrapper component around the content.
 */
export function RevealObserver() {
  const pathname = usePathname();
  useEffect(() => {
    const root = document.documentElement;
    const items = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]:not([data-visible])'));
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) {
      items.forEach((el) => el.setAttribute('data-visible', ''));
      return;
    }
    const h = window.innerHeight;
    for (const el of items) {
      const r = el.getBoundingClientRect();
      if (r.top < h && r.bottom > 0) el.setAttribute('data-visible', '');
    }
    root.classList.add('js-reveal');
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) {
            e.target.setAttribute('data-visible', '');
            io.unobserve(e.target);
          }
        }
      },
      { threshold: 0.1 },
    );
    items.forEach((el) => {
      if (!el.hasAttribute('data-visible')) io.observe(el);
    });
    return () => io.disconnect();
  }, [pathname]);
  return null;
}
