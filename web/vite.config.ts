import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves /graphql; in development Vite forwards to it so the client keeps one origin.
export default defineConfig({
  plugins: [react()],
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
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Libraries change less often than pages: keep them in their own long-cached chunks.
        codeSplitting: {
          groups: [
            {
              name: 'chakra',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss)/,
            },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
