import { Text } from '@chakra-ui/react';
import { DataTable, PageHeader, usePagedQuery } from '@nurly/shared';
import type { MyProduct } from '@nurly/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMalls } from '../../lib/malls';
import { PRODUCTS_PATH } from '../../lib/products';
import { ProductName } from '../../ui/ProductName';

/** Basic information of my Naver Shopping products: name, mid, store link and sellers. */
export default function AboutProductListPage() {
  const { t } = useTranslation('keywords');
  const navigate = useNavigate();
  const list = usePagedQuery<MyProduct>(PRODUCTS_PATH, { pageSize: 25 });
  const { data: malls } = useMalls();
  return (
    <>
      <PageHeader title={t('pages.aboutProductList.title')} description={t('pages.aboutProductList.description')} />
      {malls && malls.malls.length > 0 ? (
        <Text fontSize="sm" color="fg.muted" mb={3}>
          {t('about.malls', { malls: malls.malls.map((m) => `${m.name}(${m.products})`).join(', ') })}
        </Text>
      ) : null}
      <DataTable<MyProduct>
        {...list.tableProps}
        getRowId={(row) => row.id}
        onRowClick={(row) => navigate(`/about-product/details?id=${row.id}`)}
        emptyText={t('myProducts.empty')}
        columns={[
          {
            key: 'productName',
            header: t('columns.productName'),
            sortable: 'title',
            cell: (row) => <ProductName product={row} to={`/about-product/details?id=${row.id}`} />,
          },
          { key: 'mid', header: t('columns.mid'), sortable: true, cell: (row) => row.productId },
          { key: 'malls', header: t('columns.malls'), cell: (row) => row.malls.join(', ') || '-' },
          { key: 'type', header: t('columns.type'), cell: (row) => t(`types.${row.type}`) },
        ]}
      />
    </>
  );
}
