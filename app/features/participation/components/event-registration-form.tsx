import { participate } from '@content/participate';
import { bounds, type FormLanguage } from '@core/participation/fields';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { EmailField, FieldScope, FormProblems, Honeypot, Field, Received } from './form-parts';
import { useParticipationForm } from './use-participation-form';
import { useTexts } from '~/i18n';
import formsTexts from '~/i18n/namespaces/forms';
import participateTexts from '~/i18n/namespaces/participate';

type Event = (typeof participate.events)[number];

/**
 * The short form under an event (name, email), opened by its Register button (./event-registration.tsx, which
 * loads this when it is about to be used); the server keeps the seat and answers with a reference.
 */
export default function RegistrationForm({
  event,
  onRegistered,
  onClose,
}: {
  event: Event;
  onRegistered: () => void;
  /** Cancelled, or another registration wanted after one was sent: the Register button again. */
  onClose: () => void;
}) {
  const { t } = useTexts(participateTexts);
  const { t: tf } = useTexts(formsTexts);
  const { l, locale } = useLocale();
  const title = l(event.title);
  const formId = `register-${event.id}`;
  const { state, form, onSubmit, prepare } = useParticipationForm({
    endpoint: `events/${event.id}/registrations`,
    kind: 'registration',
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
        onAgain={onClose}
      />
    );
  const errors = state.errors;
  return (
    <FieldScope value={formId}>
      <form
        id={formId}
        ref={form}
        noValidate
        onSubmit={onSubmit}
        onFocus={prepare}
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
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('events.cancel')}
          </Button>
        </div>
      </form>
    </FieldScope>
  );
}
