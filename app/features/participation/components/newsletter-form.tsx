import { newsletterTopics } from '@core/participation/fields';
import { EmailField, useFieldId } from './form-parts';
import { ParticipationForm } from './participation-form';
import { useTexts } from '~/i18n';
import formsTexts from '~/i18n/namespaces/forms';

/** /participate/newsletter: an email and at least one topic; the answer gives the unsubscribe link to keep. */
export function NewsletterForm() {
  const { t } = useTexts(formsTexts);
  const labels = { email: t('newsletter.email'), topics: t('newsletter.topics') };
  const topicsId = useFieldId('topics');
  return (
    <ParticipationForm
      endpoint="newsletter"
      kind="newsletter"
      title={t('newsletter.title')}
      submit={t('newsletter.submit')}
      labels={labels}
      lists={['topics']}
    >
      {(errors) => (
        <>
          <EmailField label={labels.email} required error={errors.email} />
          <fieldset
            className="space-y-3"
            aria-invalid={errors.topics ? true : undefined}
            aria-describedby={errors.topics ? `${topicsId}-error` : undefined}
          >
            <legend className="text-sm font-medium">
              {labels.topics} <span className="font-normal text-muted-foreground">({t('required')})</span>
            </legend>
            {newsletterTopics.map((topic, i) => (
              <label key={topic} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="topics"
                  value={topic}
                  id={i === 0 ? topicsId : undefined}
                  defaultChecked={topic === 'new-datasets'}
                  className="size-4 accent-primary"
                />
                {t(`newsletter.topic.${topic}`)}
              </label>
            ))}
            {errors.topics && (
              <p id={`${topicsId}-error`} className="text-sm font-medium text-destructive">
                {errors.topics}
              </p>
            )}
          </fieldset>
        </>
      )}
    </ParticipationForm>
  );
}
