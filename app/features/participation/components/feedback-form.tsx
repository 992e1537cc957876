import { bounds, feedbackTopics } from '@core/participation/fields';
import { useAddress } from '~/lib/address';
import { useHydrated } from '~/lib/use-hydrated';
import { EmailField, Field } from './form-parts';
import { ParticipationForm } from './participation-form';
import { useTexts } from '~/i18n';
import formsTexts from '~/i18n/namespaces/forms';

/** /participate/feedback: topic, the page concerned (from `?page=` when reached from a page), message, name, email. */
export function FeedbackForm() {
  const { t } = useTexts(formsTexts);
  const params = new URLSearchParams(useAddress().search);
  const hydrated = useHydrated();
  const page = hydrated ? (params.get('page') ?? '').slice(0, bounds.page) : '';
  const labels = {
    topic: t('feedback.topic'),
    page: t('feedback.page'),
    message: t('feedback.message'),
    name: t('feedback.name'),
    email: t('feedback.email'),
  };
  return (
    <ParticipationForm
      endpoint="feedback"
      kind="feedback"
      title={t('feedback.title')}
      submit={t('feedback.submit')}
      labels={labels}
    >
      {(errors) => (
        <>
          <Field as="select" name="topic" label={labels.topic} required error={errors.topic} defaultValue="">
            <option value="" disabled>
              {t('feedback.choose')}
            </option>
            {feedbackTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`feedback.topics.${topic}`)}
              </option>
            ))}
          </Field>
          <Field
            key={page}
            name="page"
            label={labels.page}
            hint={t('feedback.pageHint')}
            error={errors.page}
            defaultValue={page}
            maxLength={bounds.page}
            dir="ltr"
          />
          <Field
            as="textarea"
            name="message"
            label={labels.message}
            hint={t('feedback.messageHint')}
            required
            error={errors.message}
            maxLength={bounds.message.max}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              name="name"
              label={labels.name}
              error={errors.name}
              maxLength={bounds.name}
              autoComplete="name"
            />
            <EmailField label={labels.email} hint={t('feedback.emailHint')} error={errors.email} />
          </div>
        </>
      )}
    </ParticipationForm>
  );
}
