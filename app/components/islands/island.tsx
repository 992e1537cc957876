import { Suspense } from 'react';

/**
 * A part of the page that runs in the browser on its own, without the rest of the page: on a page whose route says
 * `handle = islandsPage`, only these parts are hydrated (app/islands.client.tsx), each from its module
 * app/islands/<name>.tsx. The wrapper takes no box of its own (display: contents), so the page lays out as without
 * it; its Suspense boundary lets the island's code arrive after hydration starts (React keeps the prerendered
 * content until then, and the entry holds a click made on it meanwhile). Under React Router (every other page) both
 * are plain parts of the page.
 */
export function Island<Props extends object>({
  name,
  props,
  when = 'load',
  children,
}: {
  name: string;
  /** What the island's component is rendered with (JSON), when it takes any: the page's data it shows. */
  props?: Props;
  /** When its code is fetched and it starts: with the page, or once it comes near the viewport (below the fold). */
  when?: 'load' | 'near';
  children: React.ReactNode;
}) {
  return (
    <div
      data-island={name}
      data-props={props && JSON.stringify(props)}
      data-when={when === 'near' ? when : undefined}
      className="contents"
    >
      <Suspense>{children}</Suspense>
    </div>
  );
}

/**
 * A route module's `handle` for a page whose content is static but for its islands: it is prerendered like every
 * page, but in the browser only its islands run (the header with its menu and search, the feedback line, and what
 * the page wraps in `<Island>`), so it loads neither React Router nor its own code. A visit that reaches it inside
 * the app (a link from a page running React Router) renders it as usual.
 */
export const islandsPage = { islands: true } as const;

export const isIslandsHandle = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as { islands?: unknown }).islands === true;
