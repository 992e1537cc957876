import { participate } from '@content/participate';
import { site } from '@content/site';
import type { FormLanguage } from '@core/participation/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { useHydrated } from '~/lib/use-hydrated';
import { FormProblems, Honeypot, PrivacyNote, Received } from './form-parts';
import { useParticipationForm } from './use-participation-form';
import '~/i18n/namespaces/forms';

/**
 * A participation page: header, the form (its fields drawn by `children` from the current errors), the
 * privacy note, and once sent the reference. Until the page's code has loaded the send button is disabled and
 * a note says so, with the e-mail address as another way.
 */
export function ParticipationForm({
  endpoint,
  schema,
  title,
  lead,
  privacy,
  submit,
  labels,
  lists,
  children,
}: {
  endpoint: string;
  schema: z.ZodType;
  title: string;
  lead: string;
  privacy: keyof typeof participate.privacy;
  submit: string;
  labels: Record<string, string>;
  /** Fields sent as lists (checkboxes of one name). */
  lists?: string[];
  children: (errors: Record<string, string>) => React.ReactNode;
}) {
  const { t } = useTranslation('forms');
  const { t: tc } = useTranslation();
  const { l, locale } = useLocale();
  const hydrated = useHydrated();
  const { state, form, onSubmit, startAgain } = useParticipationForm({
    endpoint,
    schema,
    language: locale as FormLanguage,
    lists,
  });
  const errors = state.step === 'sent' ? {} : state.errors;
  // The confirmation keeps the form's height, so that nothing else slides under a double click's second click
  const [height, setHeight] = useState<number>();
  const message = state.step === 'editing' ? state.message : undefined;

  return (
    <Container className="py-8">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('crumbParticipate'), to: '/participate' },
        ]}
        title={title}
        lead={lead}
      />
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {state.step === 'sent' ? (
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
            noValidate
            onSubmit={(e: React.FormEvent<HTMLFormElement>) => {
              setHeight(form.current?.offsetHeight);
              onSubmit(e);
            }}
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
        )}
        <PrivacyNote text={l(participate.privacy[privacy])} />
      </div>
    </Container>
  );
}
