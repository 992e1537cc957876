import { PageHeader } from '~/components/page/page-header';
import { Container } from '~/components/page/container';
import { useTexts } from '~/i18n';
import aboutTexts from '~/i18n/namespaces/about';

/** The header of an About sub-page: breadcrumb Home > About > page, the page's h1 and lead. */
export function SubpageHeader({ title, lead }: { title: string; lead: string }) {
  const { t } = useTexts(aboutTexts);
  const { t: tc } = useTexts();
  return (
    <div className="border-b bg-secondary/60">
      <Container width="medium" className="py-10">
        <PageHeader
          trail={[
            { label: tc('home'), to: '/' },
            { label: t('breadcrumbAbout'), to: '/about' },
          ]}
          title={title}
          lead={lead}
        />
      </Container>
    </div>
  );
}
