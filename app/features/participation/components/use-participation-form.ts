import { fieldErrors, type FormLanguage } from '@core/participation/forms';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { newIdempotencyKey, sendForm } from '../lib/send';

type State =
  | { step: 'editing'; errors: Record<string, string>; message?: string }
  | { step: 'sending'; errors: Record<string, string> }
  | { step: 'sent'; reference: string; next: string; unsubscribe?: string };

/**
 * A participation form's life: checked in the browser with the server's own schema, errors beside each field
 * and focus on the first, sent once per filling-in (one idempotency key, a second click while sending ignored),
 * the reference shown on success. What was typed stays in the form when sending fails.
 */
export function useParticipationForm({
  endpoint,
  schema,
  language,
  onSent,
  lists = [],
}: {
  endpoint: string;
  schema: z.ZodType;
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
    const checked = schema.safeParse(body);
    if (!checked.success) {
      const errors = fieldErrors(checked.error, language);
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

  return { state, form, onSubmit, startAgain };
}
