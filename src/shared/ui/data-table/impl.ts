// The DataTable implementation (TanStack Table + Virtual), in a chunk of its own with its own
// stylesheet: pages without a table, the login page first, download none of it.
export { DataTableImpl } from './impl/deferred-rows';

import { ensureStylesheet } from '../../dom/stylesheets';
import stylesheet from './impl/data-table.css?stylesheet';

export const loadStyles = (): Promise<void> => ensureStylesheet(stylesheet);
