// The pages of the statement routes, one per declared report, loaded on first visit (the report
// a path shows is read in the loaded module, so the declarations stay out of the first bundle).
import { lazyPage } from '../../app/lazyPage.ts';
import type { PageComponent } from '../../app/lazyPage.ts';

/** The lazy page of a statement route. */
export function statementPage(path: string): PageComponent {
  return lazyPage(() =>
    import('./StatementPage.tsx').then((m) => ({ default: m.statementPageAt(path) })),
  );
}
