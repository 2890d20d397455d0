import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** A page loaded on first visit, which the router can start loading before it renders it. */
export type PageComponent = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's code (once; later calls share the first). */
  preload: () => void;
};

export function lazyPage(load: () => Promise<{ default: ComponentType }>): PageComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(
    lazy(once),
    // A failed preload is told when the page renders (lazy rethrows it).
    { preload: () => void once().catch(() => undefined) },
  );
}
