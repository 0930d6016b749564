import { SiteStatusMessage } from './SiteStatusMessage';
import { useSiteStatus } from './use-site-status';

type PanelProps = {
  model: string;
  documentId?: string;
  document?: { updatedAt?: string; status?: string } | null;
};

function EntrySiteStatus({ uid, documentId, revision }: { uid: string; documentId?: string; revision: string }) {
  const { view, failed } = useSiteStatus({ uid, documentId, revision });
  if (failed && !view) return <>The site’s state could not be loaded.</>;
  return view ? <SiteStatusMessage view={view} /> : <>Asking the site…</>;
}

/**
 * A panel beside every shop entry in the Content Manager: after a publish, whether the site went
 * live with it, when, and if not, which field to fix.
 */
export function SiteStatusPanel({ model, documentId, document }: PanelProps) {
  if (!model.startsWith('api::')) return null;
  return {
    title: 'On the site',
    content: <EntrySiteStatus uid={model} documentId={documentId} revision={`${document?.status ?? ''}:${document?.updatedAt ?? ''}`} />,
  };
}
