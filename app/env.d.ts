/// <reference types="astro/client" />

declare namespace App {
  /**
   * What app/middleware.ts gives every page, and what the server (server/on-demand.ts) hands a page it renders
   * on demand: the status it answers with, and what the page shows.
   */
  interface Locals {
    lang: import('~/i18n').Language;
    dir: 'ltr' | 'rtl';
    t: import('i18next').TFunction;
    l: (field: import('@content/schema').Localized) => string;
    path: string;
    /** The answer's status, when not 200 (a closed inbox, a refused sign-in). */
    status?: number;
    /** Headers that win over the page's own (the staff inbox's policy, Cache-Control). */
    headers?: Record<string, string>;
    /** The staff page the server chose and what it shows (app/pages/[...lang]/staff/). */
    staff?: import('@core/participation/inbox').StaffView;
    /** The results of the search page's query without JavaScript (app/pages/[...lang]/search.astro). */
    searchResults?: import('@core/search/present').SearchPageResults;
    /** The catalogue page's answer for its address, and the catalogue's figures (data/catalogue/index.astro). */
    catalogue?: {
      rendered: import('@core/catalogue/page-query').CatalogueAnswer;
      stats: import('@core/catalogue/page-query').CatalogueStats;
    };
    /** The home page's newest datasets as the store has them (app/islands/new-datasets.astro). */
    newDatasets?: import('~/features/home/lib/new-datasets').NewDataset[];
    /** The dataset a dataset page shows, as its live version says (data/catalogue/[slug].astro). */
    dataset?: import('@core/catalogue/types').Dataset;
  }
}

/** An Astro component imported by a .ts module (tsc alone; `astro check` reads the component itself). */
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
