import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s: lazy pages and pickers settle within 1 s on a quiet machine but
// not on a loaded CI machine, and a test must fail on wrong output, not on a slow one.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Chakra's (Ark/Zag) components ask for; inert stand-ins suffice.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => undefined;
// An open combobox finds its items by escaped ids.
globalThis.CSS ??= {
  escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`),
} as unknown as typeof CSS;
if (!('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
