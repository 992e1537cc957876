import { Breadcrumb } from '~/components/ui/breadcrumb';
import { PageHero } from '~/components/page/page-hero';
import { StoryList } from '~/features/stories/components/story-list';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from 'react-i18next';
import { Container } from '~/components/page/container';
import '~/i18n/namespaces/home';

export const meta = () =>
  pageMeta(i18next.t('home:stories.title'), i18next.t('home:stories.metaDescription'));

export default function StoriesPage() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <>
      <PageHero title={t('stories.title')} description={t('stories.lead')} />
      <Container className="pt-6">
        <Breadcrumb
          items={[
            { label: tc('home'), to: '/' },
            { label: t('stories.publications'), to: '/publications' },
            { label: t('stories.title') },
          ]}
        />
      </Container>
      <Container className="py-8">
        <StoryList />
      </Container>
    </>
  );
}
