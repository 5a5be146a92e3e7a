/**
 * The keywords module's services (routes and the daily refresh import them from here), one concern
 * per file: `context.ts` (the context, messages, id and keyword parsing), `lookups.ts` (rank look-ups
 * and their budgets), `keyword-list.ts` (the caller's keywords and histories), `products.ts` (my
 * products and the rank report).
 */
export type { KeywordsContext } from './context';
export { checkRank, lookup } from './lookups';
export { deleteKeyword, deleteKeywords, histories, listKeywords } from './keyword-list';
export {
  addToProduct,
  deleteProduct,
  deleteProducts,
  getProduct,
  listProducts,
  malls,
  removeFromProduct,
  sendReport,
  setMainKeyword,
} from './products';
