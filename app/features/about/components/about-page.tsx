import { about } from '@content/about';
import { PageHero } from '~/components/page/page-hero';
import { Section } from '~/components/page/section';
import { AboutLinks } from '~/features/about/components/about-links';
import { Achievements } from '~/features/about/components/achievements';
import { Authority } from '~/features/about/components/authority';
import { DataHubBlock } from '~/features/about/components/data-hub-block';
import { KeyFigures } from '~/features/about/components/key-figures';
import { OverviewCards } from '~/features/about/components/overview-cards';
import { useTexts } from '~/i18n';
import { useLocale } from '~/i18n/use-locale';
import { Container } from '~/components/page/container';
import aboutTexts from '~/i18n/namespaces/about';

/** The About page's body (app/pages/[...lang]/about.astro). */
export function AboutPage() {
  const { t } = useTexts(aboutTexts);
  const { l } = useLocale();
  return (
    <>
      <PageHero
        eyebrow={l(about.hero.eyebrow)}
        title={l(about.hero.title)}
        description={l(about.hero.lead)}
      />
      <Section id="key-figures" title={t('keyFigures')} description={t('keyFiguresDescription')}>
        <KeyFigures />
      </Section>
      <Section id="authority" title={l(about.authority.title)} className="pt-0">
        <Authority />
      </Section>
      <Section id="overview" title={t('overview')} className="pt-0">
        <OverviewCards />
      </Section>
      <Section id="achievements" title={t('achievements')} className="pt-0">
        <Achievements />
      </Section>
      <DataHubBlock />
      <Container className="py-10">
        <AboutLinks />
      </Container>
    </>
  );
}
