import { RESULT_COLUMNS } from '../lib/result-columns';
import { HIDEABLE_COLUMNS, type HideableColumn } from '../lib/test-search-params';
import classes from './column-picker.module.css';

/** One checkbox per column, in the page's flow rather than a menu: several are switched in one go. */
export function ColumnPickerPanel({
  id,
  hidden,
  onToggle,
}: {
  id: string;
  hidden: readonly HideableColumn[];
  onToggle: (column: HideableColumn) => void;
}) {
  return (
    <fieldset id={id} className={classes.panel}>
      <legend className={classes.legend}>Columns shown</legend>
      {HIDEABLE_COLUMNS.map((column) => (
        <label key={column} className={classes.option} title={RESULT_COLUMNS[column].description}>
          <input type="checkbox" className={classes.box} checked={!hidden.includes(column)} onChange={() => onToggle(column)} />
          {RESULT_COLUMNS[column].label}
        </label>
      ))}
    </fieldset>
  );
}
