import { Card, DataList, Link } from '@chakra-ui/react';
import { formatDateTime, PageHeader } from '@nurly/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useProduct } from '../../lib/products';
import { NoProduct } from '../../ui/NoProduct';

/** Sellers and basic information of one product. */
export default function AboutProductDetailsPage() {
  const { t } = useTranslation('keywords');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { data: product, error } = useProduct(id);
  const items = product
    ? [
        { label: t('columns.productName'), value: product.title ?? t('product.untitled', { mid: product.productId }) },
        { label: t('columns.mid'), value: product.productId },
        { label: t('columns.type'), value: t(`types.${product.type}`) },
        { label: t('columns.malls'), value: product.malls.join(', ') || '-' },
        { label: t('columns.mainKeyword'), value: product.main_keyword ?? '-' },
        { label: t('columns.keywordCount'), value: String(product.keywords.length) },
        { label: t('columns.extended'), value: product.extended ? t('product.extended') : '-' },
        { label: t('columns.createdAt'), value: formatDateTime(product.created_at) },
      ]
    : [];
  return (
    <>
      <PageHeader title={t('pages.aboutProductDetails.title')} description={t('pages.aboutProductDetails.description')} />
      {!id || error ? (
        <NoProduct error={error} listPath="/about-product/list" listTitle={t('pages.aboutProductList.title')} />
      ) : product ? (
        <Card.Root>
          <Card.Body>
            <DataList.Root orientation="horizontal">
              {items.map((item) => (
                <DataList.Item key={item.label}>
                  <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
                  <DataList.ItemValue>{item.value}</DataList.ItemValue>
                </DataList.Item>
              ))}
              {product.url ? (
                <DataList.Item>
                  <DataList.ItemLabel>URL</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Link href={product.url} target="_blank" rel="noreferrer" color="brand.fg">
                      {product.url}
                    </Link>
                  </DataList.ItemValue>
                </DataList.Item>
              ) : null}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      ) : null}
    </>
  );
}
