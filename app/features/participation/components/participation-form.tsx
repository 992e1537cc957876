import { site } from '@content/site';
import type { FormLanguage } from '@core/participation/fields';
import type { FormKind } from '@core/participation/forms';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { useHydrated } from '~/lib/use-hydrated';
import { FormProblems, Honeypot, Received } from './form-parts';
import { useParticipationForm } from './use-participation-form';
import { useTexts } from '~/i18n';
import formsTexts from '~/i18n/namespaces/forms';

/**
 * A participation form (its fields drawn by `children` from the current errors), and once sent the reference.
 * Until the page's code has loaded the send button is disabled and a note says so, with the e-mail address as
 * another way.
 */
export function ParticipationForm({
  endpoint,
  kind,
  title,
  submit,
  labels,
  lists,
  children,
}: {
  endpoint: string;
  /** Which of the server's schemas checks it (core/participation/forms.ts). */
  kind: FormKind;
  /** The form's name (its page's title). */
  title: string;
  submit: string;
  labels: Record<string, string>;
  /** Fields sent as lists (checkboxes of one name). */
  lists?: string[];
  children: (errors: Record<string, string>) => React.ReactNode;
}) {
  const { t } = useTexts(formsTexts);
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const { state, form, onSubmit, startAgain, prepare } = useParticipationForm({
    endpoint,
    kind,
    language: locale as FormLanguage,
    lists,
  });
  const errors = state.step === 'sent' ? {} : state.errors;
  // While sending (its problems summary gone) and once confirmed, the form keeps its height, so that nothing else
  // (the footer's first link) slides under a double click's second click
  const [height, setHeight] = useState<number>();
  const message = state.step === 'editing' ? state.message : undefined;

  return state.step === 'sent' ? (
    <div style={{ minHeight: height }}>
      <Received
        reference={state.reference}
        next={state.next}
        unsubscribe={state.unsubscribe}
        onAgain={startAgain}
      />
    </div>
  ) : (
    <Card
      as="form"
      ref={form}
      style={state.step === 'sending' ? { minHeight: height } : undefined}
      noValidate
      onSubmit={(e: React.FormEvent<HTMLFormElement>) => {
        setHeight(form.current?.offsetHeight);
        onSubmit(e);
      }}
      onFocus={prepare}
      aria-label={title}
      className="space-y-6"
    >
      <FormProblems message={message} errors={errors} labels={labels} />
      {children(errors)}
      <Honeypot />
      <div className="space-y-2">
        <Button
          type="submit"
          disabled={!hydrated || state.step === 'sending'}
          aria-busy={state.step === 'sending'}
        >
          {state.step === 'sending' ? t('sending') : submit}
        </Button>
        {!hydrated && (
          <p className="text-sm text-muted-foreground">{t('needsJs', { email: site.contact.email })}</p>
        )}
      </div>
    </Card>
  );
}
