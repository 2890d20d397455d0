import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { splitDocuments } from './build/splitDocuments.ts';

// The gateway serves /graphql; in development Vite forwards to it so the client keeps one origin.
export default defineConfig({
  plugins: [
    react(),
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
        // Libraries every page needs change less often than pages: keep them in their own
        // long-cached chunks. Chakra is left to the pages, so each loads only the components it shows.
        codeSplitting: {
          groups: [
            // A group takes what its modules import too: the higher priority keeps React (which
            // Apollo's hooks import) out of the Apollo chunk, and Apollo's error classes apart
            // for the login page, which uses them without the client.
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
            // What a list's first read is built with (its variables of the address, and the read
            // sent ahead of the page), shared by every list page and by the order lists' early
            // read: one small chunk rather than one per module.
            {
              name: 'listQuery',
              test: /src[\\/](app[\\/]prefetch|components[\\/]list[\\/]listParams|entities[\\/]searchFilter|entities[\\/]kit[\\/]searchSpecs)\.ts$/,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
