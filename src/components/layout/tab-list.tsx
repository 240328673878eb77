import { Fragment, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import classes from './tab-list.module.css';

export type TabItem<Value extends string> = { value: Value; children: ReactNode; 'aria-label'?: string | undefined };

/** What makes an element one of the list's tabs: given to `renderTab`, spread on its button or link. */
export type TabProps = {
  role: 'tab';
  id: string;
  'aria-selected': boolean;
  'aria-controls': string;
  'aria-label'?: string | undefined;
  tabIndex: number;
  className: string;
  'data-active'?: true;
  children: ReactNode;
};

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

/** The panel of the selected tab, named by it. */
export const tabPanelProps = (id: string, value: string) => ({
  role: 'tabpanel',
  id: panelId(id, value),
  'aria-labelledby': tabId(id, value),
});

/** Arrow keys, Home and End move the focus along the tabs (looping); Enter or a click selects, as Mantine's with
 *  `activateTabWithKeyboard={false}`, so a keypress never changes the URL. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (at < 0 || to === undefined) return;
  event.preventDefault();
  tabs[(to + tabs.length) % tabs.length]?.focus();
}

/** Tabs on plain elements, drawn like Mantine's (whose component and stylesheet cost 4.3 KiB gzipped on two first screens): a tab is
 *  the button or link `renderTab` makes; only the selected one is in the Tab order. */
export function TabList<Value extends string>({
  id,
  label,
  tabs,
  active,
  renderTab,
}: {
  /** Names the tabs `${id}-tab-${value}` and their panels `${id}-panel-${value}` (`tabPanelProps`). */
  id: string;
  label: string;
  tabs: readonly TabItem<Value>[];
  active: Value | null;
  renderTab: (value: Value, props: TabProps) => ReactElement;
}) {
  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={classes.list} onKeyDown={moveFocus}>
      {tabs.map(({ value, children, 'aria-label': ariaLabel }) => (
        <Fragment key={value}>
          {renderTab(value, {
            role: 'tab',
            id: tabId(id, value),
            'aria-selected': value === active,
            'aria-controls': panelId(id, value),
            'aria-label': ariaLabel,
            // The selected tab takes the focus from Tab; with none selected, every tab does.
            tabIndex: value === active || active === null ? 0 : -1,
            className: `${classes.tab} mantine-focus-auto`,
            ...(value === active ? { 'data-active': true as const } : {}),
            // In a span, as Mantine's: a flex item of its own, so a space inside (before a count) stays.
            children: <span>{children}</span>,
          })}
        </Fragment>
      ))}
    </div>
  );
}
