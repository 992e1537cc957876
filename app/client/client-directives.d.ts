import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Starts the island when the browser is idle after the first paint (`app/client/after-paint.ts`). */
    'client:afterpaint'?: boolean;
  }
}
