import { participate } from '@content/participate';
import { bounds, registrationSchema, type FormLanguage } from '@core/participation/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { useHydrated } from '~/lib/use-hydrated';
import { EmailField, FieldScope, FormProblems, Honeypot, Field, Received } from './form-parts';
import { useParticipationForm } from './use-participation-form';
import '~/i18n/namespaces/forms';
import '~/i18n/namespaces/participate';

type Event = (typeof participate.events)[number];

/**
 * 'Register' opens a short form under the event (name, email); the server keeps the seat and answers with a
 * reference. A full event's button is disabled and says so.
 */
export function EventRegistration({
  event,
  full,
  onRegistered,
}: {
  event: Event;
  full: boolean;
  onRegistered: () => void;
}) {
  const { t } = useTranslation('participate');
  const { t: tf } = useTranslation('forms');
  const { l, locale } = useLocale();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const title = l(event.title);
  const formId = `register-${event.id}`;
  const { state, form, onSubmit, startAgain } = useParticipationForm({
    endpoint: `events/${event.id}/registrations`,
    schema: registrationSchema,
    language: locale as FormLanguage,
    onSent: onRegistered,
  });
  const labels = { name: t('events.name'), email: t('events.email') };

  if (state.step === 'sent')
    return (
      <Received
        level="h4"
        again={t('events.registerAnother')}
        reference={state.reference}
        next={state.next}
        onAgain={() => {
          startAgain();
          setOpen(false);
        }}
      />
    );
  if (!open)
    return (
      <Button
        variant="outline"
        className="shrink-0"
        disabled={!hydrated || full}
        aria-expanded={false}
        aria-controls={formId}
        aria-label={t('events.registerLabel', { title })}
        onClick={() => setOpen(true)}
      >
        {t('events.register')}
      </Button>
    );
  const errors = state.errors;
  return (
    <FieldScope value={formId}>
      <form
        id={formId}
        ref={form}
        noValidate
        onSubmit={onSubmit}
        aria-label={t('events.registerTitle', { title })}
        className="w-full space-y-4 rounded-lg border bg-muted/30 p-4"
      >
        <FormProblems
          message={state.step === 'editing' ? state.message : undefined}
          errors={errors}
          labels={labels}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            name="name"
            label={labels.name}
            required
            error={errors.name}
            maxLength={bounds.name}
            autoComplete="name"
          />
          <EmailField label={labels.email} hint={t('events.emailHint')} required error={errors.email} />
        </div>
        <Honeypot />
        <p className="text-xs text-muted-foreground">{l(participate.privacy.registration)}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={state.step === 'sending'} aria-busy={state.step === 'sending'}>
            {state.step === 'sending' ? tf('sending') : t('events.confirm')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            {t('events.cancel')}
          </Button>
        </div>
      </form>
    </FieldScope>
  );
}
