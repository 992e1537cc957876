import { ContactBlock } from '~/features/participation/components/contact-block';
import { SupportPage } from '~/features/help/components/support-page';
import i18next, { addNamespace } from '~/i18n';
import ar from '~/i18n/locales/ar/help.json';
import en from '~/i18n/locales/en/help.json';
import { pageMeta } from '~/lib/meta';

addNamespace('help', { en, ar });

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
