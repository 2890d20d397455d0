import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadPageAt } from './app/router.tsx';
import { routeTable } from './app/routes.ts';
// The plain elements' styles, made when the client is built (build/plainStyles.ts).
import 'virtual:plain-styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** How long the first render waits for the first page's code before it shows a spinner instead. */
const firstPageWaitMs = 1000;

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

void Promise.race([
  preloadPageAt(routeTable, window.location.pathname, window.location.search),
  new Promise((resolve) => setTimeout(resolve, firstPageWaitMs)),
]).then(render);
