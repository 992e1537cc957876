import { publications, type Publication } from '@content/publications';
import { Badge } from '~/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card';
import { useLocale } from '~/i18n/use-locale';
import { DownloadPending } from './download-pending';
import { PreviewDialog } from './preview-dialog';
import { PublicationMeta } from './publication-meta';

export function PublicationCard({ publication }: { publication: Publication }) {
  const { l } = useLocale();
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
        <PublicationMeta publication={publication} />
      </CardContent>
      <CardFooter className="flex-wrap gap-3">
        <DownloadPending publication={publication} />
        <PreviewDialog publication={publication} />
      </CardFooter>
    </Card>
  );
}
