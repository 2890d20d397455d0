import type { MockLink } from '@apollo/client/testing';
import type { ReactNode } from 'react';
import { renderPage } from '../test/render.tsx';

/** A page of the engine with mocked documents, in a data router at `path`. */
export function renderEntityPage(
  ui: ReactNode,
  mocks: readonly MockLink.MockedResponse[],
  path = '/basic/page',
) {
  return renderPage(ui, mocks, '/basic/page', path);
}
