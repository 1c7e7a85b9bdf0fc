'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';

/**
 * The landing's top bar: hides after scrolling down more than 50 px, comes back on scroll up, on hover
 * (a thin strip stays at the top edge) and when anything inside it gets keyboard focus.
 */
export function ScrollHeader({ children, hideOnScroll = true }: { children: React.ReactNode; hideOnScroll?: boolean }) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    if (!hideOnScroll) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        const delta = y - lastY.current;
        if (y <= 50) setHidden(false);
        else if (delta > 2) setHidden(true);
        else if (delta < -2) setHidden(false);
        lastY.current = y;
      });
    };
    lastY.current = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [hideOnScroll]);

  return (
    <>
      <header
        data-state={hidden ? 'hidden' : 'visible'}
        onMouseEnter={() => setHidden(false)}
        onFocusCapture={() => setHidden(false)}
        className={clsx(
          'fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white transition-transform duration-300 motion-reduce:transition-none print:hidden dark:border-slate-800 dark:bg-slate-950',
          hidden && '-translate-y-full',
        )}
      >
        {children}
      </header>
      {hidden && <div aria-hidden className="fixed inset-x-0 top-0 z-40 h-3" onMouseEnter={() => setHidden(false)} />}
    </>
  );
}
