import { ContactBlock } from '~/features/participation/components/contact-block';
import { SupportPage } from '~/features/help/components/support-page';
import i18next from '~/i18n';
import { pageMeta } from '~/lib/meta';
import '~/i18n/namespaces/help';
import { islandsPage } from '~/components/islands/island';

export const meta = () =>
  pageMeta(i18next.t('help:support.metaTitle'), i18next.t('help:support.metaDescription'));

/** Static content but its FAQ search: in the browser only it, the header and the feedback line run. */
export const handle = islandsPage;

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
