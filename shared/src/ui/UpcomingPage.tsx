import { useTranslation } from 'react-i18next';
import { DataTable } from './DataTable';
import { EmptyState, PageHeader } from './PageHeader';

export interface UpcomingPageProps {
  /** The remote's i18n namespace, holding `pages.<page>.{title,description}`, `columns.*` and `upcoming`. */
  namespace: string;
  /** Key under `pages.` of the namespace: the page's title and one-line description. */
  page: string;
  /** Column keys (under `columns.`) of the table the page will hold; none for a form or detail page. */
  columns?: string[];
}

/**
 * A page whose data arrives with its domain issue: the real header and the table it will hold,
 * empty and saying '준비 중' rather than showing invented rows.
 * @public
 */
export function UpcomingPage({ namespace, page, columns }: UpcomingPageProps) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <PageHeader title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />
      {columns ? (
        <DataTable<Record<string, never>>
          columns={columns.map((key) => ({ key, header: t(`columns.${key}`) }))}
          rows={[]}
          emptyText={t('upcoming')}
          hideFooter
        />
      ) : (
        <EmptyState icon="settings" title={t('upcoming')} />
      )}
    </>
  );
}
