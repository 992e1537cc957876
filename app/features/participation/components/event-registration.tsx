import type { participate } from '@content/participate';
import { lazy, Suspense, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useLocale } from '~/i18n/use-locale';
import { useHydrated } from '~/lib/use-hydrated';
import { useTexts } from '~/i18n';
import participateTexts from '~/i18n/namespaces/participate';

type Event = (typeof participate.events)[number];

const loadForm = () => import('./event-registration-form');
const RegistrationForm = lazy(loadForm);

/**
 * 'Register' opens a short form under the event (name, email; ./event-registration-form.tsx, whose code is
 * fetched when the button is about to be used); the server keeps the seat and answers with a reference. A full
 * event's button is disabled and says so.
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
  const { t } = useTexts(participateTexts);
  const { l } = useLocale();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const title = l(event.title);
  if (open)
    return (
      <Suspense>
        <RegistrationForm event={event} onRegistered={onRegistered} onClose={() => setOpen(false)} />
      </Suspense>
    );
  return (
    <Button
      variant="outline"
      className="shrink-0"
      disabled={!hydrated || full}
      aria-expanded={false}
      aria-controls={`register-${event.id}`}
      aria-label={t('events.registerLabel', { title })}
      onPointerEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
      onClick={() => setOpen(true)}
    >
      {t('events.register')}
    </Button>
  );
}
