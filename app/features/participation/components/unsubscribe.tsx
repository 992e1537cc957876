import { site } from '@content/site';
import { useState } from 'react';
import { useAddress } from '~/lib/address';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { useHydrated } from '~/lib/use-hydrated';
import { useTexts } from '~/i18n';
import formsTexts from '~/i18n/namespaces/forms';

type Step = { step: 'ready' | 'working' } | { step: 'done' | 'failed'; message: string };

/**
 * /participate/newsletter/unsubscribe?token=…: the link a subscriber keeps. Opening it changes nothing (a mail
 * scanner or a link preview may open it); the button asks the server to end the subscription.
 */
export function Unsubscribe() {
  const { t } = useTexts(formsTexts);
  const { t: tc } = useTexts();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const params = new URLSearchParams(useAddress().search);
  const token = hydrated ? params.get('token') : null;
  const [state, setState] = useState<Step>({ step: 'ready' });

  async function confirm() {
    setState({ step: 'working' });
    try {
      const response = await fetch('/api/participation/newsletter/unsubscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, language: locale }),
      });
      const answer = (await response.json()) as { message?: string; error?: { message: string } };
      setState(
        response.ok
          ? { step: 'done', message: answer.message ?? '' }
          : { step: 'failed', message: answer.error?.message ?? '' },
      );
    } catch {
      setState({ step: 'failed', message: t('network') });
    }
  }

  return (
    <Container width="narrow" className="py-8">
      <PageHeader
        trail={[
          { label: tc('home'), to: '/' },
          { label: t('crumbParticipate'), to: '/participate' },
        ]}
        title={t('unsubscribe.title')}
        lead={t('unsubscribe.lead')}
      />
      <Card className="mt-8 space-y-4">
        {!token ? (
          <p>{hydrated ? t('unsubscribe.noToken') : t('needsJs', { email: site.contact.email })}</p>
        ) : state.step === 'done' || state.step === 'failed' ? (
          <p role={state.step === 'failed' ? 'alert' : 'status'}>{state.message}</p>
        ) : (
          <Button onClick={() => void confirm()} disabled={state.step === 'working'}>
            {state.step === 'working' ? t('unsubscribe.working') : t('unsubscribe.button')}
          </Button>
        )}
      </Card>
    </Container>
  );
}
