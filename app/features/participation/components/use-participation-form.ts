import type { FormLanguage } from '@core/participation/fields';
import type { FormKind } from '@core/participation/forms';
import { useRef, useState } from 'react';
import { newIdempotencyKey, sendForm } from '../lib/send';

type State =
  | { step: 'editing'; errors: Record<string, string>; message?: string }
  | { step: 'sending'; errors: Record<string, string> }
  | { step: 'sent'; reference: string; next: string; unsubscribe?: string };

type Checks = typeof import('@core/participation/forms');
let checks: Promise<Checks> | undefined;
let loaded: Checks | undefined;
/** The server's own schemas (zod), fetched once, when a form is about to be used: not with the page. */
function loadChecks() {
  checks ??= import('@core/participation/forms').then(
    (module) => (loaded = module),
    (error: unknown) => {
      checks = undefined;
      throw error;
    },
  );
  return checks;
}

/**
 * A participation form's life: checked in the browser with the server's own schema (fetched when a field is first
 * focused, or at the latest when it is sent), errors beside each field and focus on the first, sent once per
 * filling-in (one idempotency key, a second click while sending ignored), the reference shown on success. What
 * was typed stays in the form when sending fails.
 */
export function useParticipationForm({
  endpoint,
  kind,
  language,
  onSent,
  lists = [],
}: {
  endpoint: string;
  /** Which of the server's schemas checks it. */
  kind: FormKind;
  language: FormLanguage;
  /** Called once the server has stored the form. */
  onSent?: () => void;
  /** Fields sent as lists (checkboxes of one name). */
  lists?: string[];
}) {
  const [state, setState] = useState<State>({ step: 'editing', errors: {} });
  const key = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  function focusFirst(errors: Record<string, string>) {
    const first = [...(form.current?.elements ?? [])].find(
      (el) => el instanceof HTMLElement && 'name' in el && (el as HTMLInputElement).name in errors,
    ) as HTMLElement | undefined;
    // After React has drawn the messages, so that a screen reader reads the field with its error.
    requestAnimationFrame(() => first?.focus());
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.step === 'sending') return;
    const data = new FormData(event.currentTarget);
    const fields = Object.fromEntries(
      [...new Set(data.keys())].map((name) =>
        lists.includes(name) ? [name, data.getAll(name).map(String)] : [name, String(data.get(name))],
      ),
    );
    for (const name of lists) fields[name] ??= [];
    const body = { ...fields, language };
    let forms = loaded;
    if (!forms) {
      // Not fetched yet (sent without focusing a field): the button says it is busy meanwhile
      setState({ step: 'sending', errors: {} });
      try {
        forms = await loadChecks();
      } catch {
        setState({ step: 'editing', errors: {}, message: 'network' });
        return;
      }
    }
    const checked = forms.forms[kind].safeParse(body);
    if (!checked.success) {
      const errors = forms.fieldErrors(checked.error, language);
      setState({ step: 'editing', errors });
      focusFirst(errors);
      return;
    }
    key.current ??= newIdempotencyKey();
    setState({ step: 'sending', errors: {} });
    const result = await sendForm(endpoint, body, key.current);
    if (result.ok) {
      setState({
        step: 'sent',
        reference: result.reference,
        next: result.next,
        unsubscribe: result.unsubscribe,
      });
      onSent?.();
      return;
    }
    if ('network' in result) {
      setState({ step: 'editing', errors: {}, message: 'network' });
      return;
    }
    setState({ step: 'editing', errors: result.fields, message: result.message });
    focusFirst(result.fields);
  }

  function startAgain() {
    key.current = null;
    setState({ step: 'editing', errors: {} });
  }

  /** For the form's focus: the checks are fetched while the visitor fills it in. */
  const prepare = () => void loadChecks().catch(() => undefined);

  return { state, form, onSubmit, startAgain, prepare };
}
