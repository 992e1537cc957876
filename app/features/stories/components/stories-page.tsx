import { Breadcrumb } from '~/components/ui/breadcrumb';
import { PageHero } from '~/components/page/page-hero';
import { StoryList } from '~/features/stories/components/story-list';
import { useTexts } from '~/i18n';
import { Container } from '~/components/page/container';
import homeTexts from '~/i18n/namespaces/home';

/** The data stories' list page. */
export function StoriesPage() {
  const { t } = useTexts(homeTexts);
  const { t: tc } = useTexts();
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
