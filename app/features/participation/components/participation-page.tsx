import { participate } from '@content/participate';
import { Container } from '~/components/page/container';
import { PageHeader } from '~/components/page/page-header';
import { useLocale } from '~/i18n/use-locale';
import { PrivacyNote } from './form-parts';
import { useTexts } from '~/i18n';
import formsTexts from '~/i18n/namespaces/forms';

/**
 * A participation page's frame: its header, and beside the form (`children`, an island) the privacy note.
 */
export function ParticipationPage({
  title,
  lead,
  privacy,
  children,
}: {
  title: string;
  lead: string;
  privacy: keyof typeof participate.privacy;
  children: React.ReactNode;
}) {
  const { t } = useTexts(formsTexts);
  const { t: tc } = useTexts();
  const { l } = useLocale();
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
        {children}
        <PrivacyNote text={l(participate.privacy[privacy])} />
      </div>
    </Container>
  );
}
