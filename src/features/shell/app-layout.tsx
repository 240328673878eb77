import { ActionIcon, Box, Burger, Group, Text, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CredentialProblemsProvider } from '@/components/feedback/credential-problems';
import { MountOnceOpened } from '@/components/overlays/mount-once-opened';
import { SkipLink } from '@/components/layout/skip-link';
import { useApiSettings } from '@/lib/api-settings-context';
import type { RepositoryRef } from '@/lib/app-config';
import { INTRODUCED_PAGES, PAGE_INTROS, pageRoute } from '@/lib/page-intros';
import { useRepositories } from '@/lib/repositories-context';
import classes from './app-layout.module.css';
import { RepositoryPicker } from './repository-picker';

// Shown only until a credential is set (never in a configured deployment): its form loads when needed.
const ConnectApiCard = lazy(() => import('./connect-api-card').then((module) => ({ default: module.ConnectApiCard })));
const SettingsDrawer = lazy(() => import('./settings-drawer').then((module) => ({ default: module.SettingsDrawer })));

/** The frame of every page: skip link, header, navigation, content; the wrapper scopes its styles away from a host's. */
export function AppLayout({
  renderHeaderActions,
}: {
  /** More of the header, before the scheme toggle (the route composes the palette in). */
  renderHeaderActions?: (repository: RepositoryRef) => ReactNode;
} = {}) {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const params = useParams({ strict: false });
  const { defaultRepository } = useRepositories();
  const repository = params.owner && params.repo ? { owner: params.owner, repo: params.repo } : defaultRepository;

  const mainId = useId();
  const { needsConnection, editable, settingsOpened, setSettingsOpened } = useApiSettings();
  const navId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  // On a phone the navigation is a panel over the page: Escape closes it, back to its button.
  const closeNavFromKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !navOpened) return;
    closeNav();
    burgerRef.current?.focus();
  };

  return (
    <div className={classes.frame} data-app-frame="">
      <SkipLink targetId={mainId} floating>
        Skip to content
      </SkipLink>
      <header className={classes.header}>
        <Group w="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burgerRef}
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label="Navigation"
              aria-expanded={navOpened}
              aria-controls={navId}
            />
            <UnstyledButton
              renderRoot={(rootProps) => <Link {...rootProps} to="/$owner/$repo" params={repository} />}
              aria-label="CI Insights home"
            >
              <Text fw={700} size="lg" className={classes.brand}>
                CI Insights
              </Text>
            </UnstyledButton>
            <Box visibleFrom="sm">
              <RepositoryPicker current={repository} />
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {renderHeaderActions?.(repository)}
            <ColorSchemeToggle />
            {editable ? (
              <>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="API settings"
                  title="API settings"
                  onClick={() => setSettingsOpened(true)}
                >
                  <span aria-hidden="true">⚙</span>
                </ActionIcon>
                <MountOnceOpened opened={settingsOpened}>
                  <SettingsDrawer opened={settingsOpened} onClose={() => setSettingsOpened(false)} />
                </MountOnceOpened>
              </>
            ) : null}
          </Group>
        </Group>
      </header>
      <nav id={navId} className={classes.navbar} data-opened={navOpened || undefined} aria-label="Main" onKeyDown={closeNavFromKeyboard}>
        <Box hiddenFrom="sm" mb="sm">
          <RepositoryPicker current={repository} />
        </Box>
        {/* The router's Link decides what is active; Overview is exact, or it would light up on every page. */}
        {INTRODUCED_PAGES.map((page) => (
          <Link
            key={page}
            className={classes.navLink}
            onClick={closeNav}
            to={pageRoute(page)}
            params={repository}
            activeOptions={{ exact: page === '', includeSearch: false }}
            activeProps={{ 'data-active': true }}
          >
            {PAGE_INTROS[page].title}
          </Link>
        ))}
      </nav>
      <main id={mainId} tabIndex={-1} className={classes.main}>
        {needsConnection ? (
          <Suspense fallback={null}>
            <ConnectApiCard />
          </Suspense>
        ) : (
          <CredentialProblemsProvider>
            <Outlet />
          </CredentialProblemsProvider>
        )}
      </main>
    </div>
  );
}

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} scheme`;
  // The browser's own tooltip: a floating one would bring a positioning library.
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={() => setColorScheme(next)}>
      <span aria-hidden="true">{computed === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
