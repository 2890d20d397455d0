import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';

/** A page loaded on first visit, which the router can start loading before it renders it. */
export type PageComponent = ComponentType & {
  /**
   * Starts loading the page's code (once; later calls share the first). Resolves when it has
   * loaded or failed: a failure is told when the page renders.
   */
  preload: () => Promise<void>;
  /**
   * Sends the reads the page makes first for the address's query string, ahead of the page;
   * resolves once they have left (or failed: the page tells).
   */
  prefetch?: (search: string) => Promise<void>;
};

/**
 * A component loaded on first render. Once its code has loaded (a preload started it early), it
 * renders at once: React.lazy would still suspend for a moment, and React holds back what a
 * suspended boundary reveals until 300 ms after it showed its fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PageComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(once);
  function Page() {
    // Chosen once per mount, so the page is never swapped (and its state lost) under a render.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Shown);
  }
  return Object.assign(Page, {
    preload: () =>
      once().then(
        () => undefined,
        () => undefined,
      ),
  });
}
