/**
 * The JavaScript a page loads at start, read from React Router's build manifest (build/client/assets/manifest-*.js):
 * the client entry and its imports, then each route from the root down to the page's own, with their imports —
 * the files the prerendered HTML preloads (modulepreload) and runs before the page is interactive. What a page
 * imports later (import() of charts, maps, dialogs) is not in it.
 */
export type BuildManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
};

/** The manifest's object, from the text of its file (`window.__reactRouterManifest={…};`). */
export function parseManifest(text: string): BuildManifest {
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return JSON.parse(json) as BuildManifest;
}

/** The files route `id` loads at start, each once; the manifest's own file first when it is given. */
export function startupFiles(manifest: BuildManifest, id: string, manifestFile?: string): string[] {
  const chain: string[] = [];
  for (
    let route = manifest.routes[id];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    chain.unshift(route.id);
  if (!chain.length) throw new Error(`No route "${id}" in the build manifest`);
  const files = [...(manifestFile ? [manifestFile] : []), manifest.entry.module, ...manifest.entry.imports];
  for (const routeId of chain) {
    const route = manifest.routes[routeId]!;
    files.push(route.module, ...(route.imports ?? []));
  }
  return [...new Set(files)];
}
