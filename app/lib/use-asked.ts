import { useEffect, useRef, type RefObject } from 'react';

/**
 * What a `data-asks` form was asked before its island's code came. The page's early script keeps such a form on the
 * page when it is sent and marks it: `data-asked` (the value of the button that sent it) and `aria-busy` (what the
 * form shows as busy). Once `ready` (the island running, the address read), the marks are taken off and `run` is
 * given what was asked, once; nothing when nothing was.
 */
export function useAsked(
  form: RefObject<HTMLFormElement | null>,
  ready: boolean,
  run: (asked: string) => void,
) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const element = form.current;
    const asked = element?.dataset.asked;
    if (!ready || !element || asked === undefined) return;
    element.removeAttribute('data-asked');
    element.removeAttribute('aria-busy');
    latest.current(asked);
  }, [form, ready]);
}
