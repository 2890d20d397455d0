import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { plainStyles } from './build/plainStyles.ts';
import { precompress } from './build/precompress.ts';
import { splitDocuments } from './build/splitDocuments.ts';

// The gateway serves /graphql; in development Vite forwards to it so the client keeps one origin.
export default defineConfig({
  plugins: [
    react(),
    plainStyles(),
    splitDocuments(new URL('./src/__generated__/graphql.ts', import.meta.url).pathname),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://127.0.0.1:4000' },
  },
  preview: {
    proxy: { '/graphql': 'http://127.0.0.1:4000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the bundle budgets (bench and tests): which chunks each route loads.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Chakra's theme module builds its whole default config (every recipe) at load; marked pure,
      // those calls go when unused, and the client carries only the recipes of src/theme.ts.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] },
      output: {
        // Chunks are few and large enough to load a page in a few round trips: over HTTP/1.1 the
        // browser fetches six files at a time, and a page that needed 80 small ones (Chakra left to
        // each page, one chunk per shared module) spent half its first visit waiting in that queue.
        // A group takes what its modules import too unless told otherwise: the higher priorities
        // keep what the login page needs (React, Apollo's error classes, the form library, the
        // notices and the toast store) out of the chunks only signed-in pages load.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            {
              name: 'apollo-errors',
              test: /node_modules[\\/]@apollo[\\/]client[\\/]errors/,
              priority: 2,
            },
            {
              name: 'hoist-non-react-statics',
              test: /node_modules[\\/]hoist-non-react-statics[\\/]/,
              priority: 2,
            },
            // Chakra's toasts (their store, state machine and view): loaded with the first toast
            // shown or with the toasts' view (app/toaster.tsx), not with every page. Only these
            // modules: the overlay helpers they share with dialogs and menus stay with Chakra.
            {
              name: 'toast',
              test: /node_modules[\\/](@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]toast|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]toast|@zag-js[\\/]toast)[\\/.]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The progress bar: drawn by the documents to-do page only, loaded with it rather than
            // with the Chakra every signed-in page loads.
            {
              name: 'progress',
              test: /node_modules[\\/](@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]progress|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]progress|@zag-js[\\/]progress[\\/]dist[\\/](?!progress\.anatomy))/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // How a failure is told (toasts, error texts): the login page, every page's first read.
            {
              name: 'notices',
              test: /src[\\/]app[\\/](failureNotice|graphqlErrors|toaster)\.tsx?$/,
              priority: 2,
            },
            {
              name: 'forms',
              test: /(node_modules[\\/](formik|yup|property-expr|tiny-case|toposort|lodash|lodash-es|react-fast-compare|tiny-warning|deepmerge)[\\/])|(src[\\/]components[\\/]form[\\/]formikField\.ts$)/,
              priority: 2,
            },
            {
              name: 'chakra',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|proxy-compare|proxy-memoize|stylis|uqr)[\\/]/,
              priority: 1,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)/,
              priority: 1,
            },
            // What a list's first read is built with (its variables of the address, and the read
            // sent ahead of the page), shared by every list page and by the order lists' early
            // read: one small chunk rather than one per module.
            {
              name: 'listQuery',
              test: /src[\\/](app[\\/]prefetch|components[\\/]list[\\/]listParams|entities[\\/]searchFilter|entities[\\/]kit[\\/]searchSpecs)\.ts$/,
            },
            // The shared components and the signed-in frame, which every signed-in page draws. Only
            // these modules: what they import (the session, the route table) stays with the entry.
            // The bulk-run dialog is left to load when a bulk action is first chosen.
            {
              name: 'ui',
              test: /src[\\/](components[\\/](?!charts[\\/]|list[\\/]BulkRunDialog\.tsx$)|entities[\\/]kit[\\/]|app[\\/](AppLayout|SideMenu|UserMenu|Breadcrumbs|ChakraScope|SessionExpiredDialog|menu)\.tsx?$)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
