import { useT } from '../../../i18n';
import { Button } from '../../button';
import { Checkbox } from '../../input';
import { Popover } from '../../popover';
import type { DataTableColumn } from '../types';
import { ColumnsIcon } from './icons';
import type { ColumnVisibility } from './use-column-visibility';

export interface ColumnMenuProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  visibility: ColumnVisibility;
  onChange: (next: ColumnVisibility) => void;
}

/** Checkboxes that show or hide columns; the last shown column cannot be hidden. */
export function ColumnMenu<Row>({ columns, visibility, onChange }: ColumnMenuProps<Row>) {
  const t = useT();
  const hideable = columns.filter((column) => column.hideable !== false);
  if (!hideable.length) return null;
  const shown = columns.filter((column) => visibility[column.id]).length;
  return (
    <Popover
      align="end"
      label={t('shared.table.columnsLabel')}
      trigger={
        <Button variant="outline" size="sm" data-slot="column-menu-trigger">
          <ColumnsIcon />
          {t('shared.table.columns')}
        </Button>
      }
    >
      <fieldset className="pp:m-0 pp:flex pp:flex-col pp:gap-2 pp:border-0 pp:p-0">
        <legend className="pp:mb-2 pp:p-0 pp:text-sm pp:font-medium">
          {t('shared.table.columnsLabel')}
        </legend>
        {hideable.map((column) => {
          const checked = Boolean(visibility[column.id]);
          return (
            <Checkbox
              key={column.id}
              label={column.header}
              checked={checked}
              disabled={checked && shown <= 1}
              onChange={(event) => onChange({ ...visibility, [column.id]: event.target.checked })}
            />
          );
        })}
      </fieldset>
    </Popover>
  );
}
