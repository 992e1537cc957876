import { useRef, type ReactNode } from 'react';
import { useAsked } from '~/lib/use-asked';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** Toggle buttons, one pressed: what they answer before the island's code has come is ./toggle-group.browser.js. */
      'hail-toggle-group': React.HTMLAttributes<HTMLElement> & React.RefAttributes<HTMLElement>;
    }
  }
}

/**
 * Toggle buttons (`<button aria-pressed value>`, among `children`) of which one is pressed. A button tapped before the
 * island's code has come is shown pressed, the others not (`<hail-toggle-group>`, ./toggle-group.browser.js), and
 * its `value` is given to `onValueChange` as the code starts; later the buttons follow their owner's state. It adds
 * no box of its own to the layout.
 */
export function ToggleGroup({
  onValueChange,
  children,
}: {
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  const root = useRef<HTMLElement>(null);
  useAsked(root, true, onValueChange);
  return (
    <hail-toggle-group ref={root} className="contents">
      {children}
    </hail-toggle-group>
  );
}
