import { about } from '@content/about';
import { CheckCircle2Icon, CompassIcon, EyeIcon } from 'lucide-react';
import { AboutLinks } from '~/features/about/components/about-links';
import { SubpageHeader } from '~/features/about/components/subpage-header';
import { useTexts } from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import { Card } from '~/components/ui/card';
import { Container } from '~/components/page/container';
import aboutTexts from '~/i18n/namespaces/about';

/** The Mission and Vision page's body. */
export function MissionPage() {
  const { t } = useTexts(aboutTexts);
  const { l } = useLocale();
  const { mission } = about;
  return (
    <>
      <SubpageHeader title={t('mission.title')} lead={l(mission.lead)} />
      <Container width="medium" className="space-y-12 py-12">
        <div className="grid gap-6 md:grid-cols-2">
          <Card as="section" padding="lg" aria-labelledby="mission-heading">
            <CompassIcon className="size-7 text-primary" aria-hidden />
            <h2 id="mission-heading" className="mt-3 text-xl font-semibold">
              {t('mission.mission')}
            </h2>
            <p className="mt-2 text-lg leading-relaxed">{l(mission.mission)}</p>
          </Card>
          <section
            aria-labelledby="vision-heading"
            className="rounded-xl bg-primary p-6 text-primary-foreground shadow-sm"
          >
            <EyeIcon className="size-7 text-sand" aria-hidden />
            <h2 id="vision-heading" className="mt-3 text-xl font-semibold">
              {l(about.vision.title)}
            </h2>
            <p className="mt-2 text-lg leading-relaxed">{l(about.vision.text)}</p>
          </section>
        </div>
        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-bold tracking-tight">
            {t('mission.values')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {mission.values.map((value) => (
              <Card as="li" flat key={value.id}>
                <h3 className="font-semibold">{l(value.title)}</h3>
                <p className="mt-1 text-muted-foreground">{l(value.text)}</p>
              </Card>
            ))}
          </ul>
        </section>
        <section aria-labelledby="goals-heading">
          <h2 id="goals-heading" className="text-2xl font-bold tracking-tight">
            {t('mission.goals')}
          </h2>
          <ul className="mt-6 space-y-3">
            {mission.goals.map((goal) => (
              <li key={goal.en} className="flex items-start gap-3">
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <span>{l(goal)}</span>
              </li>
            ))}
          </ul>
        </section>
        <AboutLinks current="mission" />
      </Container>
    </>
  );
}
