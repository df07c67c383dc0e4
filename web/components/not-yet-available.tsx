import { Trans } from '@lingui/react/macro';
import { ConstructionIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { usePageMeta } from '@/lib/page-meta';
import { PageHeader } from './page-header';

/**
 * An honest page for a part of the product that is not built yet: it says so and what it will do, and
 * never shows invented data.
 */
export function NotYetAvailable({
  title,
  description,
  planned,
}: {
  title: string;
  description: string;
  planned: string[];
}) {
  usePageMeta(title, description);
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="flex flex-col items-start gap-3 py-6 sm:flex-row">
          <ConstructionIcon className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div>
            <p className="font-medium">
              <Trans id="components.notYetAvailable.title">This part of Plantel is not available yet.</Trans>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              <Trans id="components.notYetAvailable.planned">
                It is being built. When it arrives you will be able to:
              </Trans>
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {planned.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
