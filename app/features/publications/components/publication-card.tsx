import { publications, type Publication } from '@content/publications';
import { paths } from '@core/paths';
import type { PdfFile } from '@core/publications/files';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { FileLink } from './pdf-link';
import { PreviewButton } from './preview-button';
import { PublicationMeta } from './publication-meta';

export function PublicationCard({ publication, file }: { publication: Publication; file: PdfFile }) {
  const { l, locale } = useLocale();
  const category = publications.categories.find((c) => c.id === publication.category);
  return (
    <Card padding="sections" className="h-full" role="article" aria-labelledby={`pub-${publication.id}`}>
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{l(publication.type)}</Badge>
          {category && <Badge variant="outline">{l(category.label)}</Badge>}
        </div>
        <CardTitle id={`pub-${publication.id}`} className="mt-1 text-lg">
          {l(publication.title)}
        </CardTitle>
        <CardDescription className="text-base">{l(publication.description)}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <PublicationMeta publication={publication} pages={publication.pages} />
      </CardContent>
      <CardFooter className="flex-wrap gap-3">
        <FileLink
          href={paths.publicationPdf('publications', publication.id, locale)}
          bytes={file.bytes}
          pages={file.pages}
          title={l(publication.title)}
        />
        <PreviewButton publication={publication} file={file} />
      </CardFooter>
    </Card>
  );
}
