import { Suspense } from 'react';

/**
 * A part of the page that runs in the browser on its own, without the rest of the page: on a page whose route says
 * `handle = islandsPage`, only these parts are hydrated (app/islands.client.tsx), each from its module
 * app/islands/<name>.tsx. The wrapper takes no box of its own (display: contents), so the page lays out as without
 * it; its Suspense boundary is where what the island loads later (a dialog, a form's checks) may wait, the
 * prerendered content kept meanwhile. The entry hydrates it once its code has arrived, and holds a click made on it
 * before. Under React Router (every other page) both are plain parts of the page.
 */
export function Island<Props extends object>({
  name,
  props,
  propsFrom,
  when = 'load',
  nearOf,
  children,
}: {
  name: string;
  /** What the island's component is rendered with (JSON), when it takes any: the page's data it shows. */
  props?: Props;
  /** Instead, the id of the page's <IslandProps> that several islands share (the data written once). */
  propsFrom?: string;
  /**
   * When it starts: with the page, once it comes near the viewport (below the fold), or once it is reached for (the
   * pointer over it, a touch, focus, a key one of its controls has as shortcut: a part whose prerendered HTML is
   * already what it shows, such as the header). Its code is fetched with the page but for 'near'.
   */
  when?: 'load' | 'near' | 'used';
  /**
   * With 'near': the parts of its content (a CSS selector) whose coming near starts it, when only they need its
   * code at once (a dashboard's charts, drawn in the browser, below figures already in the HTML). Its whole content
   * when omitted.
   */
  nearOf?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      data-island={name}
      data-props={props && JSON.stringify(props)}
      data-props-from={propsFrom}
      data-when={when === 'load' ? undefined : when}
      data-near-of={when === 'near' ? nearOf : undefined}
      className="contents"
    >
      <Suspense>{children}</Suspense>
    </div>
  );
}

/**
 * Props that several islands of a page are rendered with (their `propsFrom`), written once in the page as JSON. A
 * data block, which the browser does not run (nor does the page's script policy concern it).
 */
export function IslandProps({ id, value }: { id: string; value: object }) {
  // `<` escaped, so that no text in the data can close the element
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  return <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: json }} />;
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
