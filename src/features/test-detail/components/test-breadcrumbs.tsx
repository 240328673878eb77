import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { BREADCRUMB_CLAMP } from '@/components/text/clamp-text';
import { ShortText } from '@/components/text/data-text';
import type { RepositoryRef } from '@/lib/app-config';
import classes from './test-detail.module.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';

// A crumb leads back: only the last one is the current page (a link is otherwise marked current on every page under it).
const EXACT = { exact: true };

/** Tests › the page, or from a failure group's page Tests › its test › Failures › the group. */
export function TestBreadcrumbs({
  repository,
  test,
  current,
}: {
  repository: RepositoryRef;
  test?: { id: string; name: string };
  current: string;
}) {
  const params = { ...repository, testId: test?.id ?? '' };
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6}>
        <Anchor renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests" params={repository} activeOptions={EXACT} />} size="sm">
          Tests
        </Anchor>
        {test ? (
          <Anchor
            renderRoot={(props) => <Link {...props} to="/$owner/$repo/tests/$testId" params={params} activeOptions={EXACT} />}
            size="sm"
            className={classes.crumb}
          >
            <ShortText value={test.name} breakable limits={BREADCRUMB_CLAMP} />
          </Anchor>
        ) : null}
        {test ? (
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/$owner/$repo/tests/$testId" params={params} search={{ tab: 'failures' }} activeOptions={EXACT} />
            )}
            size="sm"
          >
            Failures
          </Anchor>
        ) : null}
        <Text size="sm" c="dimmed" aria-current="page" className={`${classes.crumb} ${classes.currentCrumb}`}>
          <ShortText value={current} breakable limits={BREADCRUMB_CLAMP} />
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
