import { bounds, requestFormats } from '@core/participation/fields';
import { EmailField, Field } from './form-parts';
import { ParticipationForm } from './participation-form';
import { useTexts } from '~/i18n';
import formsTexts from '~/i18n/namespaces/forms';

/** /participate/data-requests: what data, purpose, format wanted, organisation, name and email. */
export function DataRequestForm() {
  const { t } = useTexts(formsTexts);
  const labels = {
    data: t('dataRequest.data'),
    purpose: t('dataRequest.purpose'),
    format: t('dataRequest.format'),
    organisation: t('dataRequest.organisation'),
    name: t('dataRequest.name'),
    email: t('dataRequest.email'),
  };
  return (
    <ParticipationForm
      endpoint="data-requests"
      kind="data-request"
      title={t('dataRequest.title')}
      submit={t('dataRequest.submit')}
      labels={labels}
    >
      {(errors) => (
        <>
          <Field
            as="textarea"
            name="data"
            label={labels.data}
            hint={t('dataRequest.dataHint')}
            required
            error={errors.data}
            maxLength={bounds.text.max}
          />
          <Field
            as="textarea"
            name="purpose"
            label={labels.purpose}
            hint={t('dataRequest.purposeHint')}
            required
            error={errors.purpose}
            maxLength={bounds.text.max}
          />
          <Field
            as="select"
            name="format"
            label={labels.format}
            required
            error={errors.format}
            defaultValue=""
          >
            <option value="" disabled>
              {t('dataRequest.choose')}
            </option>
            {requestFormats.map((format) => (
              <option key={format} value={format}>
                {format === 'other' ? t('dataRequest.formats.other') : format}
              </option>
            ))}
          </Field>
          <Field
            name="organisation"
            label={labels.organisation}
            error={errors.organisation}
            maxLength={bounds.organisation}
            autoComplete="organization"
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <Field
              name="name"
              label={labels.name}
              required
              error={errors.name}
              maxLength={bounds.name}
              autoComplete="name"
            />
            <EmailField
              label={labels.email}
              hint={t('dataRequest.emailHint')}
              required
              error={errors.email}
            />
          </div>
        </>
      )}
    </ParticipationForm>
  );
}
