'use client';

import { createElement, useEffect, useState, type ComponentType } from 'react';

/**
 * The code of a component fetched on demand: `load` (a stable, module-level function) runs once `when` is true,
 * after the page is interactive; null until the code arrives. next/dynamic does the same but adds its own
 * runtime (about 3 KB gzip) to the page: the login and account pages use this instead (bench/public-js.mjs).
 */
export function useLazyComponent<P>(load: () => Promise<ComponentType<P>>, when = true): ComponentType<P> | null {
  const [loaded, setLoaded] = useState<{ component: ComponentType<P> } | null>(null);
  useEffect(() => {
    if (!when || loaded) return;
    let live = true;
    load().then(
      (component) => {
        if (live) setLoaded({ component });
      },
      () => {
        // Not reachable (offline): nothing to show; the next render where `when` holds tries again.
      },
    );
    return () => {
      live = false;
    };
  }, [when, loaded, load]);
  return loaded?.component ?? null;
}

/** Renders the component `load` fetches (see useLazyComponent) with `props`, once `when` holds and it has arrived. */
export function Lazy<P extends object>({ load, when = true, props }: { load: () => Promise<ComponentType<P>>; when?: boolean; props: P }) {
  const component = useLazyComponent(load, when);
  return component ? createElement(component, props) : null;
}
