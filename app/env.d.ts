/// <reference types="astro/client" />

declare namespace App {
  /** What app/middleware.ts gives every page. */
  interface Locals {
    lang: import('~/i18n').Language;
    dir: 'ltr' | 'rtl';
    t: import('i18next').TFunction;
    l: (field: import('@content/schema').Localized) => string;
    path: string;
  }
}

/** An Astro component imported by a .ts module (tsc alone; `astro check` reads the component itself). */
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
