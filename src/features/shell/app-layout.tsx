import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useParams } from '@tanstack/react-router';
import { useRepositories } from '@/lib/repositories-context';
import classes from './app-layout.module.css';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { MainNavigation } from './main-navigation';
import { RepositoryPicker } from './repository-picker';
import { SettingsButton } from './settings-button';

/** The frame of every page: header (repository, scheme, settings), section navigation, content. */
export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const params = useParams({ strict: false });
  const { defaultRepository } = useRepositories();
  const repository =
    params.owner && params.repo ? { owner: params.owner, repo: params.repo } : defaultRepository;

  return (
    <>
      <header className={classes.header}>
        <Group w="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={navOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <UnstyledButton
              renderRoot={(rootProps) => <Link {...rootProps} to="/$owner/$repo" params={repository} />}
              aria-label="CI Insights home"
            >
              <Text fw={700} size="lg">
                CI Insights
              </Text>
            </UnstyledButton>
            <RepositoryPicker current={repository} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            <SettingsButton />
          </Group>
        </Group>
      </header>
      <nav className={classes.navbar} data-opened={navOpened || undefined} aria-label="Sections">
        <MainNavigation repository={repository} onNavigate={closeNav} />
      </nav>
      <main className={classes.main}>
        <Outlet />
      </main>
    </>
  );
}
