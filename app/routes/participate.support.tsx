import { ContactBlock } from '~/features/participation/components/contact-block';
import { SupportPage } from '~/features/help/components/support-page';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/help';

export const meta = () =>
  pageMeta(i18next.t('help:support.metaTitle'), i18next.t('help:support.metaDescription'));

/** /participate/support: the FAQ (searchable, each question linkable), how to get help, hours and contact. */
export default function ParticipateSupportRoute() {
  return (
    <>
      <SupportPage />
      {/* The help channels' "Contact details" lead here. */}
      <div id="contact" className="scroll-mt-16">
        <ContactBlock />
      </div>
    </>
  );
}
