// /provider/resources/ — the handouts a verified provider can download (SPEC §2.5 "resources/"):
// each with what it is for, its format, and a download with progress and the API's message on failure.
import { Banner, Button, Card, cx, EmptyState, errorMessage, layoutClassNames, Page, QueryView } from '@flora/shared';
import { type ProviderResource, useProviderResources } from './api/resources';
import { useDownloadResource } from './api/resource-file';
import styles from './resources-page.module.css';

function ResourceCard({ resource }: { resource: ProviderResource }) {
  const download = useDownloadResource(resource.slug);
  return (
    <Card title={resource.title} className={styles.card}>
      <p className={styles.description}>{resource.description}</p>
      <p className={styles.format}>{resource.format.toUpperCase()} document</p>
      <Button
        variant="secondary"
        loading={download.isPending}
        loadingLabel="Preparing the PDF…"
        aria-label={`Download PDF: ${resource.title}`}
        onClick={() => download.mutate()}
      >
        Download PDF
      </Button>
      {download.isError && <Banner tone="error">{errorMessage(download.error)}</Banner>}
    </Card>
  );
}

export function ResourcesPage() {
  const resources = useProviderResources();
  return (
    <Page title="Resources" description="Clinical guides and patient handouts to download, print or share with your patients.">
      <QueryView
        query={resources}
        loadingLabel="Loading resources…"
        isEmpty={(data) => data.data.length === 0}
        empty={<EmptyState title="No resources yet" message="Guides and handouts will appear here." />}
      >
        {(data) => (
          <ul className={cx(layoutClassNames.plainList, styles.list)}>
            {data.data.map((resource) => (
              <li key={resource.slug}>
                <ResourceCard resource={resource} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Page>
  );
}
