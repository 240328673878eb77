import { Button, Divider, Skeleton } from '@mantine/core';
import { Fragment, memo, useId, useState, type ReactNode } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { IsolatedText } from '@/components/text/data-text';
import { ExpandableText } from '@/components/text/expandable-text';
import type { FacetSelection } from '@/domain/facet-selection';
import { formatCount } from '@/lib/format';
import { equalData } from '@/lib/use-equal-value';
import {
  collapseOptions,
  describeSelection,
  EMPTY_SELECTION,
  isOnlyValue,
  isSelectionActive,
  isValueShown,
  matchOptions,
  onlyValue,
  toggleValue,
  withSelectedValues,
} from './facet-selection';
import type { FacetGroupModel, FacetOption } from './facet-types';
import rowClasses from './facet-option-row.module.css';
import classes from './facet-sidebar.module.css';
import '@mantine/core/styles/Divider.layer.css';
import fieldClasses from '@/components/inputs/text-field.module.css';

export function FacetSidebar({
  groups,
  onChange,
  onClearAll,
  hasActiveFilters,
  children,
}: {
  groups: readonly FacetGroupModel[];
  onChange: (groupId: string, selection: FacetSelection) => void;
  /** Clears every filter of the view (the groups' and any in `children`); shown while `hasActiveFilters`. */
  onClearAll: () => void;
  /** Whether anything is filtered, counting filters in `children`. */
  hasActiveFilters: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={classes.sidebar} aria-label="Filters">
      <div className={classes.heading}>
        <p className={classes.sidebarTitle}>Filters</p>
        {hasActiveFilters ? (
          <Button variant="subtle" size="compact-xs" onClick={onClearAll}>
            Clear all
          </Button>
        ) : null}
      </div>
      {children}
      {groups.map((group, index) => (
        <Fragment key={group.id}>
          {index > 0 || children ? <Divider /> : null}
          <FacetGroup group={group} onChange={onChange} />
        </Fragment>
      ))}
    </section>
  );
}

/** A facet value shares a narrow sidebar with its box, "only" and count. */
const FACET_LABEL_CLAMP = { maxCharacters: 120, maxLines: 2 };

type FacetGroupProps = {
  group: FacetGroupModel;
  /** Called with the group's id, so one stable handler serves every group of a sidebar. */
  onChange: (groupId: string, selection: FacetSelection) => void;
};

const INITIAL_VISIBLE = 6;
const SEARCH_THRESHOLD = 8;

/** One facet: a ticked box per value means "shown". Its frame is plain elements: a new count redraws every group. */
const FacetGroup = memo(function FacetGroup({ group, onChange: onGroupChange }: FacetGroupProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const { selection, status } = group;
  const onChange = (next: FacetSelection) => onGroupChange(group.id, next);
  const labelOf = (value: string) => group.options.find((option) => option.value === value)?.label ?? value;
  const summary = describeSelection(selection, labelOf);

  const all = withSelectedValues(group.options, selection, labelOf);
  const matching = matchOptions(all, query);
  const { visible, hidden } = expanded ? { visible: matching, hidden: 0 } : collapseOptions(matching, selection, INITIAL_VISIBLE);

  return (
    <div className={classes.group} role="group" aria-labelledby={titleId}>
      <div className={classes.heading} data-nowrap>
        <p id={titleId} className={classes.groupTitle}>
          {group.title}
        </p>
        {isSelectionActive(selection) ? (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onChange(EMPTY_SELECTION)}
            aria-label={`Reset the ${group.title} filter`}
          >
            Reset
          </Button>
        ) : null}
      </div>
      {summary ? <p className={classes.note}>{summary}</p> : null}

      {status.state === 'error' ? (
        <ErrorState compact error={status.error} onRetry={status.retry} title={`Could not load the ${group.title} values`} />
      ) : null}

      {status.state === 'loading' && all.length === 0 ? (
        <div className={classes.group} role="status" aria-busy="true" aria-label={`Loading ${group.title} values`}>
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
        </div>
      ) : null}

      {all.length > SEARCH_THRESHOLD ? (
        <input
          type="text"
          className={fieldClasses.input}
          aria-label={`Search ${group.title} values`}
          placeholder={`Search ${all.length} values…`}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      ) : null}

      {visible.map((option) => (
        <FacetOptionRow
          key={option.value}
          groupId={group.id}
          groupTitle={group.title}
          {...{ option, selection }}
          onChange={onGroupChange}
        />
      ))}

      {status.state === 'ready' && all.length === 0 ? <p className={classes.note}>No values match the other filters.</p> : null}
      {all.length > 0 && matching.length === 0 ? <p className={classes.note}>No value contains “{query.trim()}”.</p> : null}

      {hidden > 0 || expanded ? (
        <button type="button" className={classes.more} onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? 'Show less' : `Show ${hidden} more`}
        </button>
      ) : null}
      {group.note ? <p className={classes.note}>{group.note}</p> : null}
    </div>
  );
});

type FacetOptionRowProps = {
  groupId: string;
  groupTitle: string;
  option: FacetOption;
  selection: FacetSelection;
  onChange: (groupId: string, selection: FacetSelection) => void;
};

/** One value with its box, "only" and count. Memoised by value: a new count re-renders its own row only. */
const FacetOptionRow = memo(
  function FacetOptionRow({ groupId, groupTitle, option, selection, onChange: onGroupChange }: FacetOptionRowProps) {
    const onChange = (next: FacetSelection) => onGroupChange(groupId, next);
    // Not derived from the value: a value's spaces ("Rule: automatic merge") would split the IDREF list.
    const countId = useId();
    const only = isOnlyValue(selection, option.value);
    return (
      <div className={rowClasses.row}>
        {/* A long value is cut; its "Show all" stays outside the label, or it would join the box's name,
          and goes under it, so the label keeps the row's width. */}
        <div className={rowClasses.value}>
          <ExpandableText value={option.label} limits={FACET_LABEL_CLAMP}>
            {(text, cut) => (
              <label className={rowClasses.option}>
                <input
                  type="checkbox"
                  className={rowClasses.box}
                  checked={isValueShown(selection, option.value)}
                  onChange={() => onChange(toggleValue(selection, option.value))}
                  aria-describedby={option.count === null ? undefined : countId}
                />
                <IsolatedText component="span" className={rowClasses.label} value={text} cut={cut} breakable />
              </label>
            )}
          </ExpandableText>
        </div>
        <button
          type="button"
          className={rowClasses.only}
          onClick={() => onChange(only ? EMPTY_SELECTION : onlyValue(option.value))}
          aria-label={only ? `Show all ${groupTitle} values` : `Only ${option.label}`}
        >
          {only ? 'all' : 'only'}
        </button>
        {option.count === null ? (
          <span className={rowClasses.count} aria-hidden="true">
            –
          </span>
        ) : (
          <span id={countId} className={rowClasses.count}>
            {formatCount(option.count)}
          </span>
        )}
      </div>
    );
  },
  (previous, next) => equalData(previous, next),
);
