import type { AgentDocument } from '@storefront/contract/agents';
import { useIntl, type IntlShape } from '../../../shared/lib/intl';
import { documentHref } from '../api';
import { useAgentsT } from '../messages';

/** "54 КБ", "2,4 МБ": the unit names come from the locale's own Intl data. */
export function fileSize(intl: IntlShape, bytes: number): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024));
  return intl.formatNumber(value, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 });
}

const TYPE_LABEL: Record<AgentDocument['contentType'], string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** Download links of a request's documents (the API serves them as attachments to the owner and operators). */
export function DocumentsList({ documents, label }: { documents: AgentDocument[]; label: string }) {
  const t = useAgentsT();
  const intl = useIntl();
  return (
    <ul className="stack-list seller-list seller-list--tight" aria-label={label}>
      {documents.map((doc) => (
        <li key={doc.id} className="agent-docs__item">
          <span className="agent-docs__type" aria-hidden="true">
            {TYPE_LABEL[doc.contentType]}
          </span>
          <a
            className="agent-docs__link"
            href={documentHref(doc.url)}
            download={doc.fileName}
            aria-label={t('agents.docs.download', { name: doc.fileName })}
          >
            <bdi>{doc.fileName}</bdi>
          </a>
          <span className="agent-docs__size">{fileSize(intl, doc.size)}</span>
        </li>
      ))}
    </ul>
  );
}
