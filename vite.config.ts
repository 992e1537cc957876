import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { contentAsJson } from './scripts/vite/content-as-json.ts';

export default defineConfig({
  plugins: [contentAsJson({ contentDir: 'content' }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
