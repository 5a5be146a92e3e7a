import { Badge } from '@chakra-ui/react';
import { DataTable, formatDateTime, PageHeader, usePagedQuery } from '@nurly/shared';
import type { MyProduct } from '@nurly/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PRODUCTS_PATH } from '../../lib/products';
import { ProductName } from '../../ui/ProductName';

/** The products whose rank I track, each opening its details. */
export default function ProductListPage() {
  const { t } = useTranslation('keywords');
  const navigate = useNavigate();
  const list = usePagedQuery<MyProduct>(PRODUCTS_PATH, { pageSize: 25 });
  return (
    <>
      <PageHeader title={t('pages.productList.title')} description={t('pages.productList.description')} />
      <DataTable<MyProduct>
        {...list.tableProps}
        getRowId={(row) => row.id}
        onRowClick={(row) => navigate(`/product/details?id=${row.id}`)}
        emptyText={t('myProducts.empty')}
        columns={[
          {
            key: 'productName',
            header: t('columns.productName'),
            sortable: 'title',
            cell: (row) => <ProductName product={row} to={`/product/details?id=${row.id}`} mid />,
          },
          {
            key: 'mainKeyword',
            header: t('columns.mainKeyword'),
            cell: (row) => {
              const main = row.keywords.find((k) => k.id === row.main_keyword_id);
              return main ? `${main.keyword} · ${main.rankText}` : '-';
            },
          },
          { key: 'keywordCount', header: t('columns.keywordCount'), cell: (row) => row.keywords.length },
          {
            key: 'extended',
            header: t('columns.extended'),
            cell: (row) => (row.extended ? <Badge colorPalette="purple">{t('product.extended')}</Badge> : '-'),
          },
          { key: 'createdAt', header: t('columns.createdAt'), sortable: 'created_at', cell: (row) => formatDateTime(row.created_at) },
        ]}
      />
    </>
  );
}
