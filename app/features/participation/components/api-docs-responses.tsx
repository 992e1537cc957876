import type * as React from 'react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { useLocale } from '~/i18n/use-locale';
import { ApiText, InlineCode } from './api-docs-inline';
import { DocSection } from './api-docs-section';
import { Card } from '~/components/ui/card';
import { useTexts } from '~/i18n';
import apiTexts from '~/i18n/namespaces/api';

/** The error answers the server gives (server/ckan/errors.ts), with their HTTP status. */
const errors = [
  { status: 404, type: 'Not Found Error', key: 'notFound' },
  { status: 409, type: 'Validation Error', key: 'validation' },
  { status: 400, type: 'Search Query Error', key: 'searchQuery' },
  { status: 400, type: 'Bad Request', key: 'badRequest' },
  { status: 503, type: 'Service Unavailable', key: 'unavailable' },
] as const;

/**
 * The answer's envelope, the error types, and one real failed request with the server's answer (`children`: its
 * two blocks of code).
 */
export function ApiResponses({ children }: { children: React.ReactNode }) {
  const { t } = useTexts(apiTexts);
  const { number } = useLocale();
  return (
    <DocSection
      id="responses"
      title={t('responses.title')}
      description={<ApiText k="responses.description" />}
      className="pt-4"
    >
      <div className="space-y-10">
        <p>
          <ApiText k="responses.envelope" />
        </p>

        <div>
          <h3 className="text-xl font-semibold">{t('responses.errorsTitle')}</h3>
          <Card padding="none" className="mt-4 p-2 sm:p-4">
            <Table>
              <TableCaption>{t('responses.caption')}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col" className="whitespace-normal">
                    {t('responses.status')}
                  </TableHead>
                  <TableHead scope="col" className="whitespace-normal">
                    {t('responses.type')}
                  </TableHead>
                  <TableHead scope="col" className="whitespace-normal">
                    {t('responses.when')}
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {errors.map((e) => (
                  <TableRow key={e.key}>
                    <TableHead scope="row" className="h-auto py-3 align-top text-foreground">
                      {number(e.status, { useGrouping: false })}
                    </TableHead>
                    <TableCell className="align-top">
                      <InlineCode>{e.type}</InlineCode>
                    </TableCell>
                    <TableCell className="align-top">
                      <ApiText k={`responses.errors.${e.key}`} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </div>

        <div>
          <h3 className="text-xl font-semibold">{t('responses.exampleTitle')}</h3>
          <div className="mt-4 space-y-4">{children}</div>
        </div>
      </div>
    </DocSection>
  );
}
