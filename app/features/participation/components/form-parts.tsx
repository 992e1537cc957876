import { CheckCircle2Icon, ShieldCheckIcon } from 'lucide-react';
import { bounds } from '@core/participation/fields';
import { createContext, useContext, useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { cn } from '~/lib/utils';
import { useTexts } from '~/i18n';
import formsTexts from '~/i18n/namespaces/forms';

const control =
  'w-full min-w-0 rounded-md border bg-card px-3 py-2 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm';

/**
 * The prefix of a form's field ids: one per form, so that two forms on a page (two events' registrations) never
 * share an id. Fields, the error summary's links and the honeypot read it.
 */
export const FieldScope = createContext('field');
export const useFieldId = (name: string) => `${useContext(FieldScope)}-${name}`;

/**
 * A labelled field with its hint and error: the control is described by both, marked invalid with an error,
 * and the error is read out when it appears.
 */
export function Field({
  name,
  label,
  hint,
  error,
  required = false,
  as = 'input',
  children,
  ...props
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  as?: 'input' | 'textarea' | 'select';
  children?: React.ReactNode;
} & Omit<React.ComponentProps<'input'> & React.ComponentProps<'textarea'>, 'name' | 'children'>) {
  const { t } = useTexts(formsTexts);
  const id = useFieldId(name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    className: cn(control, as === 'textarea' && 'min-h-36', as !== 'textarea' && 'h-10'),
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}{' '}
        <span className="font-normal text-muted-foreground">
          ({required ? t('required') : t('optional')})
        </span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {as === 'textarea' ? (
        <textarea {...shared} {...(props as React.ComponentProps<'textarea'>)} />
      ) : as === 'select' ? (
        <select {...shared} defaultValue={props.defaultValue as string | undefined}>
          {children}
        </select>
      ) : (
        <input {...shared} {...(props as React.ComponentProps<'input'>)} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** An email field: the same type, bound, autocomplete and left-to-right direction on every form. */
export function EmailField(props: { label: string; hint?: string; required?: boolean; error?: string }) {
  return (
    <Field name="email" type="email" maxLength={bounds.email} autoComplete="email" dir="ltr" {...props} />
  );
}

/** A field people never see: robots that fill it in are refused (the schemas allow it only empty). */
export function Honeypot() {
  const id = useFieldId('website');
  return (
    <div aria-hidden className="hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

const problemBox = 'rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm';

/**
 * What stopped the send, above the form: the server's message (or, for 'network', that it could not be reached)
 * and the fields to correct, each entry moving to its field.
 */
export function FormProblems({
  message,
  errors,
  labels,
}: {
  message?: string;
  errors: Record<string, string>;
  labels: Record<string, string>;
}) {
  const { t } = useTexts(formsTexts);
  const scope = useContext(FieldScope);
  const names = Object.keys(errors);
  return (
    <>
      {message && (
        <p role="alert" className={problemBox}>
          {message === 'network' ? t('network') : message}
        </p>
      )}
      {names.length > 0 && (
        <div role="alert" className={problemBox}>
          <p className="font-semibold">{t('errorSummary', { count: names.length })}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {names.map((name) => (
              <li key={name}>
                <a href={`#${scope}-${name}`} className="underline underline-offset-4">
                  {labels[name] ?? name}: {errors[name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** What the form keeps and why, beside it. */
export function PrivacyNote({ text }: { text: string }) {
  const { t } = useTexts(formsTexts);
  return (
    <Card as="aside" padding="sm" className="flex gap-3 text-sm">
      <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div>
        <h2 className="font-semibold">{t('privacyTitle')}</h2>
        <p className="mt-1 text-muted-foreground">{text}</p>
      </div>
    </Card>
  );
}

/** The answer once stored: the reference and what happens next. */
export function Received({
  reference,
  next,
  onAgain,
  level: Heading = 'h2',
  again,
  unsubscribe,
}: {
  reference: string;
  next: string;
  onAgain: () => void;
  /** The heading's level where it stands (h4 inside an event). */
  level?: 'h2' | 'h4';
  /** The label of the button that starts again (default "Send another"). */
  again?: string;
  /** A newsletter's unsubscribe link, to keep. */
  unsubscribe?: string;
}) {
  const { t } = useTexts(formsTexts);
  // The second click of a double click on Send lands where this card now is: it must not dismiss its own
  // confirmation, so the button starts to work a moment later.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 800);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Card role="status" className="w-full space-y-3">
      <Heading className="flex items-center gap-2 text-xl font-semibold">
        <CheckCircle2Icon className="size-6 text-emerald-700" aria-hidden />
        {t('sentTitle')}
      </Heading>
      <p>{t('sent', { reference })}</p>
      <p className="text-muted-foreground">{next}</p>
      <p className="font-mono text-2xl font-bold tracking-wider" dir="ltr">
        {reference}
      </p>
      {unsubscribe && (
        <p className="text-sm">
          {t('newsletter.unsubscribeLink')}:{' '}
          <a href={unsubscribe} dir="ltr" className="break-all underline underline-offset-4">
            {unsubscribe}
          </a>
        </p>
      )}
      <Button variant="outline" onClick={() => ready && onAgain()} aria-disabled={!ready}>
        {again ?? t('another')}
      </Button>
    </Card>
  );
}
